import { describe, expect, it } from 'vitest';
import { type ApiData, apiDataMismatches, codeOf, eventNameOf, parseApiData } from './api-data';

const valid: ApiData = {
  name: 'Alert',
  description: 'Shows a message.',
  props: [
    {
      name: 'type',
      type: "'info' | 'error'",
      default: "'info'",
      values: ['info', 'error'],
      required: false,
      description: 'The kind.',
    },
    { name: 'title', type: 'string', default: null, values: null, required: true, description: 'The title.' },
  ],
  events: [{ name: 'close', payload: 'MouseEvent', description: 'Closed.' }],
  slots: [{ name: 'default', description: 'The message.' }],
};

interface ExampleProps {
  type?: 'info' | 'error';
  title: string;
  children?: unknown;
  onClose?: () => void;
}

describe('codeOf', () => {
  it.each([
    ['info', "'info'"],
    [6000, '6000'],
    [false, 'false'],
    [null, 'null'],
    [undefined, null],
    [[], '[]'],
    [['a', 1], "['a', 1]"],
  ])('writes %j as %j', (value, code) => {
    expect(codeOf(value)).toBe(code);
  });
});

describe('eventNameOf', () => {
  it.each([
    ['onClose', 'close'],
    ['onUpdateValue', 'updateValue'],
  ])('names the callback %s the event %s', (prop, event) => {
    expect(eventNameOf(prop)).toBe(event);
  });
});

describe('parseApiData', () => {
  it('accepts data of the documented shape', () => {
    expect(parseApiData(structuredClone(valid))).toEqual(valid);
  });

  it.each([
    [{ ...valid, name: '' }, 'name: expected a non-empty string'],
    [{ ...valid, extra: 1 }, 'root: expected exactly the fields'],
    [{ ...valid, props: [{ ...valid.props[0], required: 'no' }] }, 'props[0].required: expected a boolean'],
    [{ ...valid, props: [{ ...valid.props[0], values: 'info' }] }, 'props[0].values: expected a list'],
    [{ ...valid, events: [{ name: 'close', description: 'x' }] }, 'events[0]: expected exactly the fields'],
  ])('names the first wrong field', (data, message) => {
    expect(() => parseApiData(data, 'alert.json')).toThrow(`alert.json: ${message}`);
  });
});

describe('apiDataMismatches', () => {
  const implemented = {
    name: 'Alert',
    props: { type: 'info', title: undefined },
    values: { type: ['info', 'error'] },
    required: ['title'],
    events: { onClose: true },
    slots: ['default'],
  } as const;

  it('finds nothing when data and implementation agree', () => {
    expect(apiDataMismatches<ExampleProps>(valid, implemented)).toEqual([]);
  });

  it('reports a wrong default, a missing prop, a wrong event and a missing slot', () => {
    const data: ApiData = {
      ...valid,
      props: [{ ...(valid.props[0] as ApiData['props'][number]), default: "'error'" }],
      events: [{ name: 'dismiss', payload: 'MouseEvent', description: 'x' }],
      slots: [],
    };
    expect(apiDataMismatches<ExampleProps>(data, implemented)).toEqual([
      'prop names: expected ["type","title"] (got ["type"])',
      `props.type.default: expected "'info'" (got "'error'")`,
      'event names: expected ["close"] (got ["dismiss"])',
      'slot names: expected ["default"] (got [])',
    ]);
  });
});
