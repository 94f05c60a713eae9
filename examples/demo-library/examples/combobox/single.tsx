import { Combobox } from '@lectern/demo-library';
import { useState } from 'react';

const frameworks = ['Astro', 'Next.js', 'Nuxt', 'Remix', 'SvelteKit', 'Vite'];

export default function ComboboxSingle() {
  const [framework, setFramework] = useState('');
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 360 }}>
      <Combobox
        label="Framework"
        items={frameworks}
        value={framework}
        onChange={setFramework}
        placeholder="Pick one or type your own"
      />
      <p style={{ margin: 0 }}>Value: {framework === '' ? '(empty)' : framework}</p>
    </div>
  );
}
