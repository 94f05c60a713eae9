import path from 'node:path';
import { componentApiSchema } from '@lectern/theme-core/config';
import { API_LIBRARIES } from '@lectern/tooling/api-libraries';
import { beforeAll, describe, expect, it } from 'vitest';
import { emitPayload, readVueApi } from './vue-api.js';

// The site's root is the folder of the tests' libraries (@lectern/tooling/api-libraries): vue-library.
const root = API_LIBRARIES;
const source = { entry: 'vue-library/index.ts', tsconfig: 'vue-library/tsconfig.json' };

// Each read builds a TypeScript program of the library with Vue's language tools: seconds on a loaded
// machine, so the tests share one read and give it time.
const READ_TIMEOUT = 120_000;

describe('readVueApi', () => {
  let read: Awaited<ReturnType<typeof readVueApi>>;
  beforeAll(async () => {
    read = await readVueApi(source, root);
  }, READ_TIMEOUT);

  it('reads every component the entry exports, and nothing else, with its file', () => {
    expect(
      read.components.map((component) => [component.id, component.api.name, component.api.source]),
    ).toEqual([['v-counter', 'VCounter', 'vue-library/VCounter.vue']]);
    expect(read.files.map((file) => path.relative(root, file)).sort()).toEqual([
      'vue-library/VCounter.vue',
      'vue-library/counter-rules.ts',
      'vue-library/index.ts',
      'vue-library/tsconfig.json',
    ]);
  });

  it('gives props their types, defaults, values, ranges and JSDoc; emits are events; slots and exposed kept', () => {
    const counter = read.components[0]?.api;
    expect(componentApiSchema.parse(counter)).toEqual(counter);
    expect(counter).toEqual({
      name: 'VCounter',
      description: 'A count with buttons to change it.',
      since: '1.1.0',
      source: 'vue-library/VCounter.vue',
      props: [
        {
          name: 'label',
          type: 'string',
          default: null,
          values: null,
          required: true,
          description: 'The name read out for the counter.',
        },
        {
          name: 'tone',
          type: 'CounterTone',
          default: "'neutral'",
          values: ['neutral', 'success', 'danger'],
          required: false,
          description: 'The colour of the count.',
        },
        {
          name: 'step',
          type: 'number',
          default: '1',
          values: null,
          required: false,
          description: 'How much each press adds.',
          range: { minimum: 1 },
        },
        {
          name: 'fromTen',
          type: 'boolean',
          default: 'false',
          values: null,
          required: false,
          description: 'Starts from ten.',
          deprecated: 'Use `start`.',
        },
      ],
      events: [
        { name: 'change', payload: 'number', description: 'Called with the new count.' },
        { name: 'reset', payload: 'void', description: 'Called when the count goes back to zero.' },
      ],
      slots: [
        { name: 'default', description: 'The label before the count.' },
        { name: 'empty', description: 'Shown when the count is zero.' },
      ],
      exposed: [{ name: 'reset', type: '() => void', description: 'Sets the count back to zero.' }],
    });
  });

  it.each([
    [{ entry: 'vue-library/nope.ts' }, 'vue.entry: vue-library/nope.ts: no such file'],
    [{ entry: source.entry, tsconfig: 'nope.json' }, 'vue.tsconfig: nope.json: no such file'],
  ])('fails naming the option and the file that is missing (%j)', async (wrong, message) => {
    await expect(readVueApi(wrong, root)).rejects.toThrow(message);
  });
});

describe('emitPayload', () => {
  it.each([
    ['[]', 'void'],
    ['[count: number]', 'number'],
    ['[value: string, options?: { silent: boolean }]', 'string, { silent: boolean }'],
    ['[...items: string[]]', 'string[]'],
    ['(count: number) => void', '(count: number) => void'],
  ])('%s → %s', (type, payload) => {
    expect(emitPayload(type)).toBe(payload);
  });
});
