import { Combobox } from '@lectern/demo-library';
import { useState } from 'react';

const tags = ['accessibility', 'forms', 'layout', 'navigation', 'performance', 'theming'];

export default function ComboboxMultiple() {
  const [chosen, setChosen] = useState<string[]>(['forms']);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 480 }}>
      <Combobox label="Tags" items={tags} multiple value={chosen} onChange={setChosen} />
      <p style={{ margin: 0 }}>{chosen.length === 0 ? 'No tags' : `Tags: ${chosen.join(', ')}`}</p>
    </div>
  );
}
