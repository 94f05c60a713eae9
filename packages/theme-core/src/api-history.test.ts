import { describe, expect, it } from 'vitest';
import { apiHistory } from './api-history.js';
import type { ComponentApi } from './config/api.js';

const prop = (name: string, type = 'string', more: Partial<ComponentApi['props'][number]> = {}) => ({
  name,
  type,
  default: null,
  values: null,
  required: false,
  description: `The ${name}.`,
  ...more,
});

const alert = (props: ComponentApi['props'], more: Partial<ComponentApi> = {}): ComponentApi => ({
  name: 'Alert',
  description: 'A message.',
  props,
  events: [],
  slots: [],
  ...more,
});

describe('apiHistory', () => {
  it('marks what a version added, changed and removed, oldest version first', () => {
    const marked = apiHistory([
      { version: '1.0', components: { alert: alert([prop('title'), prop('tone', "'info'")]) } },
      { version: '1.1', components: { alert: alert([prop('title'), prop('tone', "'info' | 'error'")]) } },
      { version: '2.0', components: { alert: alert([prop('tone', "'info' | 'error'"), prop('heading')]) } },
    ]);
    expect(marked.alert?.since).toBeUndefined();
    expect(marked.alert?.props).toEqual([
      prop('tone', "'info' | 'error'", { changed: '1.1' }),
      prop('heading', 'string', { since: '2.0' }),
      prop('title', 'string', { removed: '2.0' }),
    ]);
  });

  it('marks a new component, not each of its members again', () => {
    const marked = apiHistory([
      { version: '1.0', components: {} },
      { version: '1.1', components: { alert: alert([prop('title')]) } },
    ]);
    expect(marked.alert?.since).toBe('1.1');
    expect(marked.alert?.props[0]?.since).toBeUndefined();
  });

  it('keeps what the data says itself, and a member back after a gap starts again', () => {
    const marked = apiHistory([
      { version: '1', components: { alert: alert([prop('title')]) } },
      { version: '2', components: { alert: alert([]) } },
      {
        version: '3',
        components: {
          alert: alert([prop('title'), prop('icon', 'string', { since: '2.5' })], { since: '0.9' }),
        },
      },
    ]);
    expect(marked.alert?.since).toBe('0.9');
    expect(marked.alert?.props.map(({ name, since }) => [name, since])).toEqual([
      ['title', '3'],
      ['icon', '2.5'],
    ]);
  });

  it('marks events and exposed members, a default or a need changed as a change', () => {
    const marked = apiHistory([
      {
        version: '1',
        components: {
          alert: alert([prop('open', 'boolean', { default: 'false' })], {
            events: [{ name: 'close', payload: 'void', description: 'Closed.' }],
            exposed: [{ name: 'focus', type: '() => void', description: 'Focuses it.' }],
          }),
        },
      },
      {
        version: '2',
        components: {
          alert: alert([prop('open', 'boolean', { default: 'true' })], {
            events: [{ name: 'close', payload: 'MouseEvent', description: 'Closed.' }],
          }),
        },
      },
    ]);
    expect(marked.alert?.props[0]?.changed).toBe('2');
    expect(marked.alert?.events[0]?.changed).toBe('2');
    expect(marked.alert?.exposed).toEqual([
      { name: 'focus', type: '() => void', description: 'Focuses it.', removed: '2' },
    ]);
  });

  it('takes a union named by an alias, or written with other quotes or spaces, for the same prop', () => {
    const values = ['info', 'error'];
    const marked = apiHistory([
      {
        version: '1',
        components: {
          alert: alert([
            prop('tone', "'info' | 'error'", { values, default: "'info'" }),
            prop('size', "'s' |  'm'"),
          ]),
        },
      },
      {
        version: '2',
        components: {
          alert: alert([
            prop('tone', 'AlertTone', { values: ['error', 'info'], default: '"info"' }),
            prop('size', '"s" | "m"'),
          ]),
        },
      },
    ]);
    expect(marked.alert?.props.map(({ changed }) => changed)).toEqual([undefined, undefined]);
  });

  it('takes a prop now listed as a slot for moved, not removed', () => {
    const marked = apiHistory([
      { version: '1', components: { fab: alert([prop('icon', 'ReactNode'), prop('label')]) } },
      {
        version: '2',
        components: { fab: alert([prop('label')], { slots: [{ name: 'icon', description: 'The icon.' }] }) },
      },
    ]);
    expect(marked.fab?.props.map(({ name }) => name)).toEqual(['label']);
  });

  it('leaves a single version as it is', () => {
    const api = alert([prop('title')]);
    expect(apiHistory([{ version: '1', components: { alert: api } }])).toEqual({ alert: api });
    expect(apiHistory([])).toEqual({});
  });
});
