import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReactApiRead, readReactApi, resolveDefault } from './react-api.js';

// The site's root is the package's `src/`; the library is the tests' own (src/test/react-library).
const root = fileURLToPath(new URL('..', import.meta.url));
const entry = 'test/react-library/index.ts';

// Each read builds a TypeScript program of the library: seconds on a loaded machine, so the tests share
// reads and give them time.
const READ_TIMEOUT = 120_000;

describe('readReactApi', () => {
  let read: ReactApiRead;
  let withSharedProps: ReactApiRead;
  beforeAll(async () => {
    read = await readReactApi({ entry }, root);
    withSharedProps = await readReactApi(
      { entry, sharedProps: { odd: 'What every component’s odd does.' } },
      root,
    );
  }, READ_TIMEOUT);

  it('reads every component the entry exports, and nothing else, with its file', () => {
    const { components, files } = read;
    expect(components.map((component) => [component.id, component.api.name, component.api.source])).toEqual([
      ['badge', 'Badge', 'test/react-library/Badge.tsx'],
      ['panel', 'Panel', 'test/react-library/Panel.tsx'],
    ]);
    expect(files.map((file) => path.relative(root, file)).sort()).toEqual([
      'test/react-library/Badge.tsx',
      'test/react-library/Panel.tsx',
      'test/react-library/index.ts',
      'test/react-library/tones.ts',
    ]);
  });

  it('gives props their types, the values a default constant names, allowed values and JSDoc', () => {
    const badge = read.components[0]?.api;
    expect(badge).toEqual({
      name: 'Badge',
      description: 'A short status next to a title.',
      since: '1.2.0',
      examples: ['<Badge label="New" tone="success">New</Badge>'],
      source: 'test/react-library/Badge.tsx',
      props: [
        {
          name: 'tone',
          type: '"neutral" | "success" | "danger"',
          default: "'neutral'",
          values: ['neutral', 'success', 'danger'],
          required: false,
          description: 'The colour, from the tones.',
        },
        {
          name: 'size',
          type: '1 | 2 | 3',
          default: '2',
          values: ['1', '2', '3'],
          required: false,
          description: 'How large it is: 1 is the smallest.',
        },
        {
          name: 'label',
          type: 'string',
          default: null,
          values: null,
          required: true,
          description: 'The text read out for it.',
        },
        {
          name: 'dismissLabel',
          type: 'string',
          default: "'Dismiss'",
          values: null,
          required: false,
          description: 'The accessible name of the dismiss button.',
        },
        {
          name: 'alarming',
          type: 'boolean',
          default: 'false',
          values: ['true', 'false'],
          required: false,
          description: 'Draws it in red.',
          deprecated: 'Use `tone="danger"`.',
        },
      ],
      events: [
        {
          name: 'dismiss',
          payload: 'MouseEvent<HTMLButtonElement, MouseEvent>',
          description: 'Called when the dismiss button is pressed.',
        },
      ],
      slots: [
        { name: 'default', description: 'The text shown.' },
        { name: 'icon', description: 'An icon before the text.' },
      ],
    });
  });

  it('keeps a deprecated component, an undescribed prop, and the library’s words for shared props', () => {
    const panel = withSharedProps.components[1]?.api;
    expect(panel).toMatchObject({ name: 'Panel', deprecated: "Use the library's Card." });
    expect(panel?.props.find((prop) => prop.name === 'side')).toMatchObject({ default: "'end'" });
    expect(panel?.props.find((prop) => prop.name === 'odd')?.description).toBe(
      'What every component’s odd does.',
    );
    const plain = read.components[1]?.api;
    expect(plain?.props.find((prop) => prop.name === 'odd')?.description).toBe(
      'Not described in the source yet.',
    );
  });

  it(
    'reads the library with its own tsconfig',
    async () => {
      const { components } = await readReactApi({ entry, tsconfig: '../tsconfig.json' }, root);
      expect(components.map((component) => component.id)).toEqual(['badge', 'panel']);
    },
    READ_TIMEOUT,
  );

  it.each([
    [{ entry: 'test/react-library/nope.ts' }, 'react.entry: test/react-library/nope.ts: no such file'],
    [{ entry, tsconfig: 'nope.json' }, 'react.tsconfig: nope.json: no such file'],
  ])('fails naming the option and the file that is missing (%j)', async (source, message) => {
    await expect(readReactApi(source, root)).rejects.toThrow(message);
  });
});

describe('resolveDefault', () => {
  const file = ts.createSourceFile(
    'defaults.ts',
    [
      "const named = { text: 'a', count: -2, on: true, nested: { 'dotted.key': 'deep' }, list: [1] } as const;",
      'const plain = 3;',
      'let changing = 1;',
    ].join('\n'),
    ts.ScriptTarget.Latest,
    true,
  );
  const host = ts.createCompilerHost({});
  const original = host.getSourceFile;
  host.getSourceFile = (name, ...rest) =>
    name === 'defaults.ts' ? file : original.call(host, name, ...rest);
  const program = ts.createProgram(['defaults.ts'], { noLib: true }, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile('defaults.ts') as ts.SourceFile;

  it.each([
    ['named.text', 'a'],
    ['named.count', '-2'],
    ['named.on', 'true'],
    ["named.nested['dotted.key']", 'deep'],
    ['plain', '3'],
    ['named.list', undefined],
    ['named.missing', undefined],
    ['unknown.text', undefined],
    ['changing', undefined],
    ['named[key]', undefined],
    ['call()', undefined],
  ])('%s → %j', (code, value) => {
    expect(resolveDefault(ts, checker, source, code)).toBe(value);
  });
});
