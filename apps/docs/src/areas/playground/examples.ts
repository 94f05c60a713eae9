// The playground's starting points: small React examples that use the theme's components.

/** One starting point: its title and its code. */
export interface PlaygroundExample {
  id: string;
  title: string;
  code: string;
}

export const PLAYGROUND_EXAMPLES: readonly PlaygroundExample[] = [
  {
    id: 'features',
    title: 'Feature grid',
    code: `import { HomeFeatures } from '@lectern/theme-react';

const features = [
  { icon: '⚡', title: 'Ships HTML first', details: 'Every part of the page is rendered on the server.' },
  { icon: '🧭', title: 'Navigation readers expect', details: 'A sidebar, an outline and a pager.' },
  { icon: '🌐', title: 'Every language', details: 'Pages per language, with English fallback.' },
];

export default function Example() {
  return <HomeFeatures features={features} />;
}
`,
  },
  {
    id: 'pager',
    title: 'Previous and next links',
    code: `import { DocFooterPager } from '@lectern/theme-react';

export default function Example() {
  return (
    <DocFooterPager
      prev={{ text: 'Installation', link: '#installation' }}
      next={{ text: 'Navigation', link: '#navigation' }}
    />
  );
}
`,
  },
  {
    id: 'api-table',
    title: 'API table with state',
    code: `import { useState } from 'react';
import { ApiTable } from '@lectern/theme-react';

export default function Example() {
  const [required, setRequired] = useState(false);
  const api = {
    name: 'Badge',
    description: 'A short label.',
    props: [
      { name: 'text', type: 'string', default: null, values: null, required, description: 'What the badge says.' },
      { name: 'tone', type: "'info' | 'tip'", default: "'info'", values: ['info', 'tip'], required: false, description: 'Its colour.' },
    ],
    events: [],
    slots: [],
  };
  return (
    <>
      <label>
        <input type="checkbox" checked={required} onChange={(event) => setRequired(event.target.checked)} /> text is required
      </label>
      <ApiTable api={api} />
    </>
  );
}
`,
  },
];

/** The example a visitor starts with. */
export const DEFAULT_EXAMPLE = PLAYGROUND_EXAMPLES[0] as PlaygroundExample;
