import { describe, expect, it } from 'vitest';
import {
  componentApiOf,
  type DocgenProp,
  defaultCode,
  eventPayload,
  kebabCase,
  literalValues,
  SHARED_PROP_DESCRIPTIONS,
  typeText,
  UNDESCRIBED,
  valueExportsOf,
} from './theme-api';

const prop = (overrides: Partial<DocgenProp> & { type?: DocgenProp['type'] }): DocgenProp => ({
  name: 'x',
  required: false,
  description: 'What x does.',
  type: { name: 'string' },
  defaultValue: null,
  ...overrides,
});

describe('kebabCase', () => {
  it.each([
    ['NavBarMenuLink', 'nav-bar-menu-link'],
    ['Page', 'page'],
    ['IconGitHub', 'icon-git-hub'],
    ['ApiTable', 'api-table'],
  ])('%s → %s', (name, kebab) => {
    expect(kebabCase(name)).toBe(kebab);
  });
});

describe('literalValues', () => {
  it.each([
    ['"start" | "end"', ['start', 'end']],
    ["'a' | 'b' | undefined", ['a', 'b']],
    ['boolean', ['true', 'false']],
    ['boolean | "dark" | "force-dark"', ['true', 'false', 'dark', 'force-dark']],
    ['2 | 3 | 4', ['2', '3', '4']],
    ['string', null],
    ['"a" | string', null],
    ['"only"', null],
    ['{ a: "x" | "y" }', null],
  ])('%s → %j', (type, values) => {
    expect(literalValues(type)).toEqual(values);
  });
});

describe('typeText', () => {
  it('writes an enum as its source and drops the undefined of an optional prop', () => {
    expect(typeText(prop({ type: { name: 'enum', raw: '"prev" | "next"' } }))).toBe('"prev" | "next"');
    expect(typeText(prop({ type: { name: 'NavItem[] | undefined' } }))).toBe('NavItem[]');
    expect(typeText(prop({ type: { name: '{ a?: string | undefined; }' } }))).toBe(
      '{ a?: string | undefined; }',
    );
  });
});

describe('defaultCode', () => {
  it.each([
    ['no default', prop({}), null],
    ['a string', prop({ defaultValue: { value: 'main-content' } }), "'main-content'"],
    ['an empty string', prop({ defaultValue: { value: '' } }), "''"],
    [
      'a literal of a union',
      prop({ type: { name: 'enum', raw: '"start" | "end"' }, defaultValue: { value: 'end' } }),
      "'end'",
    ],
    ['a boolean', prop({ type: { name: 'boolean' }, defaultValue: { value: 'false' } }), 'false'],
    ['a number', prop({ type: { name: 'enum', raw: '2 | 3 | 4' }, defaultValue: { value: '3' } }), '3'],
    ['a list', prop({ type: { name: 'NavItem[]' }, defaultValue: { value: '[]' } }), '[]'],
    [
      'an expression for a string',
      prop({ defaultValue: { value: "en['skipLink.label']" } }),
      "en['skipLink.label']",
    ],
  ])('%s', (_, input, code) => {
    expect(defaultCode(input)).toBe(code);
  });
});

describe('eventPayload', () => {
  it.each([
    ['(() => void)', 'void'],
    ['() => void', 'void'],
    ['((event: MouseEvent) => void)', 'MouseEvent'],
    ['(open: boolean, reason?: "escape" | "click") => void', 'boolean, "escape" | "click"'],
    ['(value: Record<string, number>) => void', 'Record<string, number>'],
  ])('%s → %s', (type, payload) => {
    expect(eventPayload(type)).toBe(payload);
  });
});

describe('componentApiOf', () => {
  it('sorts props, events and slots apart, with their types, defaults, values and descriptions', () => {
    const api = componentApiOf({
      displayName: 'Panel',
      description: 'A panel.',
      props: {
        side: prop({
          name: 'side',
          type: { name: 'enum', raw: '"start" | "end"' },
          defaultValue: { value: 'end' },
        }),
        title: prop({ name: 'title', required: true, description: 'Its title.' }),
        labels: prop({ name: 'labels', description: '', type: { name: 'PartialUiDictionary' } }),
        odd: prop({ name: 'odd', description: '  ' }),
        onClose: prop({
          name: 'onClose',
          description: 'Fires on close.',
          type: { name: '((event: MouseEvent) => void)' },
        }),
        onlyOne: prop({ name: 'onlyOne', type: { name: 'boolean' } }),
        children: prop({ name: 'children', description: 'The content.', type: { name: 'ReactNode' } }),
        aside: prop({ name: 'aside', description: 'Beside it.', type: { name: 'ReactNode' } }),
      },
    });
    expect(api).toEqual({
      name: 'Panel',
      description: 'A panel.',
      props: [
        {
          name: 'side',
          type: '"start" | "end"',
          default: "'end'",
          values: ['start', 'end'],
          required: false,
          description: 'What x does.',
        },
        {
          name: 'title',
          type: 'string',
          default: null,
          values: null,
          required: true,
          description: 'Its title.',
        },
        {
          name: 'labels',
          type: 'PartialUiDictionary',
          default: null,
          values: null,
          required: false,
          description: SHARED_PROP_DESCRIPTIONS.labels,
        },
        {
          name: 'odd',
          type: 'string',
          default: null,
          values: null,
          required: false,
          description: UNDESCRIBED,
        },
        {
          name: 'onlyOne',
          type: 'boolean',
          default: null,
          values: ['true', 'false'],
          required: false,
          description: 'What x does.',
        },
      ],
      events: [{ name: 'close', payload: 'MouseEvent', description: 'Fires on close.' }],
      slots: [
        { name: 'default', description: 'The content.' },
        { name: 'aside', description: 'Beside it.' },
      ],
    });
  });

  it('says so when the component itself is not described', () => {
    expect(componentApiOf({ displayName: 'X', description: '', props: {} }).description).toBe(UNDESCRIBED);
  });
});

describe('valueExportsOf', () => {
  it('lists the values a module exports, not its types', () => {
    const source = [
      "export type { AProps } from './a';",
      "export { A, B as C } from './a';",
      "export {\n  D,\n  type E,\n  F,\n} from './d';",
      "export { vars } from './theme';",
    ].join('\n');
    expect(valueExportsOf(source)).toEqual(['A', 'C', 'D', 'F', 'vars']);
  });
});
