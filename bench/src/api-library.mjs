// A generated React component library for the API step of the bench (`--api 200`): each component a
// TypeScript file with a props interface the API loader reads (descriptions, unions of values, ranges,
// defaults, callbacks with payloads, children and render props), all exported from one entry. Made
// from a seed, so every run documents the same library.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SIZES = ['small', 'medium', 'large'];
const TONES = ['neutral', 'info', 'success', 'warning', 'danger'];
const NOUNS = [
  'Badge',
  'Banner',
  'Card',
  'Chip',
  'Dialog',
  'Field',
  'Gauge',
  'Grid',
  'List',
  'Meter',
  'Panel',
];
const ADJECTIVES = ['Compact', 'Framed', 'Inline', 'Layered', 'Quiet', 'Split', 'Stacked', 'Tinted'];

/** A small deterministic generator (mulberry32), so that the library is the same on every run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The name of the `index`-th component: `FramedCard`, `QuietGauge7`… (unique). */
export function componentName(index) {
  const noun = NOUNS[index % NOUNS.length];
  const adjective = ADJECTIVES[Math.floor(index / NOUNS.length) % ADJECTIVES.length];
  const round = Math.floor(index / (NOUNS.length * ADJECTIVES.length));
  return `${adjective}${noun}${round > 0 ? round + 1 : ''}`;
}

/** One component's source: its props interface with JSDoc and the function reading them. */
function componentSource(name, random) {
  const extra = 2 + Math.floor(random() * 6);
  const props = [
    `  /** What the ${name.toLowerCase()} holds. */\n  children?: ReactNode;`,
    `  /**\n   * How large it is drawn.\n   * @since 1.${Math.floor(random() * 9)}.0\n   */\n  size?: ${name}Size;`,
    `  /** The colour it takes, by what it says. */\n  tone?: ${TONES.map((tone) => `'${tone}'`).join(' | ')};`,
    `  /**\n   * How many items show before the rest fold away.\n   * @minimum 1\n   */\n  visible?: number;`,
    `  /** Called with the new value when the reader changes it. */\n  onValueChange?: (value: string, reason: 'input' | 'reset') => void;`,
    `  /** Called when it is pressed. */\n  onPress?: MouseEventHandler<HTMLDivElement>;`,
    `  /** Draws each item; gets the item and its index. */\n  renderItem?: (item: string, index: number) => ReactNode;`,
    `  /**\n   * Whether it can be dismissed.\n   * @deprecated Use \`onDismiss\` instead.\n   */\n  dismissible?: boolean;`,
  ];
  for (let index = 0; index < extra; index++) {
    props.push(
      `  /** A setting of its own, number ${index + 1}, described in a sentence that says what it changes. */\n  option${index + 1}?: ${random() < 0.5 ? 'string' : 'boolean'};`,
    );
  }
  return `import type { MouseEventHandler, ReactNode } from 'react';

/** The sizes a ${name} is drawn at. */
export type ${name}Size = ${SIZES.map((size) => `'${size}'`).join(' | ')};

export interface ${name}Props {
${props.join('\n')}
}

/**
 * A ${name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} of the generated library, with **Markdown** in its description.
 *
 * @example
 * <${name} size="small">Hello</${name}>
 */
export function ${name}({ children, size = 'medium', tone = 'neutral', visible = 3, dismissible = false, onPress }: ${name}Props) {
  return (
    <div data-size={size} data-tone={tone} data-visible={visible} data-dismissible={dismissible} onClick={onPress}>
      {children}
    </div>
  );
}
`;
}

/**
 * Writes a library of `count` components under `dir` (`components/*.tsx`, `index.ts`, `tsconfig.json`);
 * returns its entry and tsconfig, relative to `siteRoot`, as the API loader's `react` option takes them.
 */
export function generateApiLibrary(dir, count, siteRoot) {
  const random = seeded(count);
  mkdirSync(path.join(dir, 'components'), { recursive: true });
  const names = Array.from({ length: count }, (_, index) => componentName(index));
  for (const name of names)
    writeFileSync(path.join(dir, 'components', `${name}.tsx`), componentSource(name, random));
  writeFileSync(
    path.join(dir, 'index.ts'),
    `${names.map((name) => `export { ${name}, type ${name}Props } from './components/${name}';`).join('\n')}\n`,
  );
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['**/*.ts', '**/*.tsx'],
      },
      null,
      2,
    )}\n`,
  );
  const relative = (file) => `./${path.relative(siteRoot, file).split(path.sep).join('/')}`;
  return {
    entry: relative(path.join(dir, 'index.ts')),
    tsconfig: relative(path.join(dir, 'tsconfig.json')),
    names,
  };
}

/** The content config of a bench site whose `api` collection is read from the generated library. */
export function apiContentConfig(source) {
  return `import { defineCollection } from 'astro:content';
import { apiLoader, docsLoader } from '@lectern/astro/loaders';

export const collections = {
  docs: defineCollection({ loader: docsLoader() }),
  api: defineCollection({
    loader: apiLoader({ base: false, react: ${JSON.stringify({ entry: source.entry, tsconfig: source.tsconfig })} }),
  }),
};
`;
}
