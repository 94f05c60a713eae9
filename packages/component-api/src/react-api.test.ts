import path from 'node:path';
import { API_LIBRARIES } from '@lectern/tooling/api-libraries';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReactApiRead, readReactApi, resolveDefault } from './react-api.js';

// The site's root is the folder of the tests' libraries (@lectern/tooling/api-libraries): react-library.
const root = API_LIBRARIES;
const entry = 'react-library/index.ts';

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
      ['badge', 'Badge', 'react-library/Badge.tsx'],
      ['panel', 'Panel', 'react-library/Panel.tsx'],
      ['picker', 'Picker', 'react-library/Picker.tsx'],
    ]);
    expect(files.map((file) => path.relative(root, file)).sort()).toEqual([
      'react-library/Badge.tsx',
      'react-library/Panel.tsx',
      'react-library/Picker.tsx',
      'react-library/index.ts',
      'react-library/tones.ts',
    ]);
  });

  it('gives props their types as written, the values a default constant names, allowed values and JSDoc', () => {
    const badge = read.components[0]?.api;
    expect(badge).toEqual({
      name: 'Badge',
      description: 'A short status next to a title.',
      since: '1.2.0',
      examples: ['<Badge label="New" tone="success">New</Badge>'],
      source: 'react-library/Badge.tsx',
      props: [
        {
          name: 'tone',
          type: 'BadgeTone',
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
          name: 'edge',
          type: 'BadgeEdge',
          default: 'false',
          values: ['true', 'false', 'top', 'bottom'],
          required: false,
          description: 'Draws an edge on one side.',
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
          values: null,
          required: false,
          description: 'Draws it in red.',
          deprecated: 'Use `tone="danger"`.',
        },
      ],
      events: [
        {
          name: 'dismiss',
          payload: 'MouseEvent<HTMLButtonElement>',
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

  it('reads props that are a union of shapes, defaults written in the body, `@default` and ranges', () => {
    const picker = read.components[2]?.api;
    expect(picker?.props).toEqual([
      {
        name: 'label',
        type: 'string',
        default: null,
        values: null,
        required: true,
        description: 'The visible label.',
      },
      {
        name: 'pageSizes',
        type: 'readonly number[]',
        default: '[10, 25]',
        values: null,
        required: false,
        description: 'The page sizes offered.',
      },
      {
        name: 'limit',
        type: 'number',
        default: '5',
        values: null,
        required: false,
        description: 'How many items may be picked.',
        range: { minimum: 1 },
      },
      {
        name: 'multiple',
        type: 'boolean',
        default: 'false',
        values: null,
        required: false,
        description: 'Whether several items may be picked.',
      },
      {
        name: 'value',
        type: 'string | readonly string[]',
        default: null,
        values: null,
        required: false,
        description: 'What is picked.',
      },
    ]);
    expect(picker?.events).toEqual([
      {
        name: 'clear',
        payload: 'MouseEvent<HTMLButtonElement, MouseEvent>',
        description: 'Called when the clear button is pressed.',
      },
      { name: 'change', payload: 'string | readonly string[]', description: 'Called with what is picked.' },
    ]);
  });

  it(
    'fails naming the file, the component and the prop whose default is outside its range',
    async () => {
      await expect(readReactApi({ entry: 'react-library-broken/index.tsx' }, root)).rejects.toThrow(
        "react-library-broken/index.tsx: Delay.ms.default: the default is outside the prop's range",
      );
    },
    READ_TIMEOUT,
  );

  it(
    'reads the library with its own tsconfig',
    async () => {
      const { components } = await readReactApi({ entry, tsconfig: 'react-library/tsconfig.json' }, root);
      expect(components.map((component) => component.id)).toEqual(['badge', 'panel', 'picker']);
    },
    READ_TIMEOUT,
  );

  it.each([
    [{ entry: 'react-library/nope.ts' }, 'react.entry: react-library/nope.ts: no such file'],
    [{ entry, tsconfig: 'nope.json' }, 'react.tsconfig: nope.json: no such file'],
  ])('fails naming the option and the file that is missing (%j)', async (source, message) => {
    await expect(readReactApi(source, root)).rejects.toThrow(message);
  });
});

describe('resolveDefault', () => {
  const file = ts.createSourceFile(
    'defaults.ts',
    [
      'const plain = 3;',
      "const named = { text: 'a', count: -2, on: true, nested: { 'dotted.key': 'deep' }, list: [1], other: plain, plain, mixed: [plain, call()] } as const;",
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
    ['named.text', "'a'"],
    ['named.count', '-2'],
    ['named.on', 'true'],
    ["named.nested['dotted.key']", "'deep'"],
    ['plain', '3'],
    ['named.list', '[1]'],
    ['named.other', '3'],
    ['named.plain', '3'],
    ['named.mixed', undefined],
    ['named.missing', undefined],
    ['unknown.text', undefined],
    ['changing', undefined],
    ['named[key]', undefined],
    ['call()', undefined],
  ])('%s → %j', (code, value) => {
    expect(resolveDefault(ts, checker, source, code)).toBe(value);
  });
});
