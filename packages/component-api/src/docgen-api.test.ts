import { describe, expect, it } from 'vitest';
import {
  componentApiOf,
  type DocgenProp,
  defaultCode,
  eventPayload,
  examplesOf,
  kebabCase,
  lifecycleOf,
  literalValues,
  rangeOf,
  splitTags,
  typeText,
  UNDESCRIBED,
} from './docgen-api.js';

const SHARED_PROPS = { labels: 'The interface texts, by key.' };

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
    ['boolean', null],
    ['true | false', null],
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
    const api = componentApiOf(
      {
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
      },
      { sharedProps: SHARED_PROPS },
    );
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
          description: SHARED_PROPS.labels,
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
          values: null,
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

describe('typeText of numbers', () => {
  it('writes a union of numbers smallest first', () => {
    expect(typeText(prop({ type: { name: 'enum', raw: '3 | 2 | 1' } }))).toBe('1 | 2 | 3');
  });
});

describe('splitTags', () => {
  it('parts a description from its block tags, several lines each, the tags given apart winning', () => {
    expect(
      splitTags('Draws it.\nIn red.\n@deprecated Use tone.\nOr colour.\n@since 2.0', { since: '2.1' }),
    ).toEqual({
      description: 'Draws it.\nIn red.',
      tags: { deprecated: 'Use tone.\nOr colour.', since: '2.1' },
    });
    expect(splitTags('Plain.')).toEqual({ description: 'Plain.', tags: {} });
  });
});

describe('lifecycleOf', () => {
  it.each([
    [undefined, {}],
    [{ deprecated: '' }, { deprecated: '' }],
    [
      { deprecated: ' Use x. ', since: ' 1.2 ' },
      { deprecated: 'Use x.', since: '1.2' },
    ],
    [{ since: '  ' }, {}],
  ])('%j → %j', (tags, lifecycle) => {
    expect(lifecycleOf(tags)).toEqual(lifecycle);
  });
});

describe('examplesOf', () => {
  it.each([
    [undefined, []],
    [{ example: '<A />' }, ['<A />']],
    [{ example: '```tsx\n<A />\n```\n```tsx\n<B />\n```' }, ['<A />', '<B />']],
  ])('%j → %j', (tags, examples) => {
    expect(examplesOf(tags)).toEqual(examples);
  });
});

describe('componentApiOf with JSDoc tags', () => {
  it('keeps @deprecated and @since of the component, its props and events, and its examples', () => {
    const api = componentApiOf({
      displayName: 'Old',
      description: 'An old one.',
      tags: { deprecated: 'Use New.', since: '0.1', example: '<Old />' },
      props: {
        size: prop({ name: 'size', description: 'Its size.\n@since 0.2' }),
        onGo: prop({ name: 'onGo', description: 'Goes.\n@deprecated', type: { name: '() => void' } }),
      },
    });
    expect(api).toMatchObject({
      deprecated: 'Use New.',
      since: '0.1',
      examples: ['<Old />'],
      props: [{ name: 'size', description: 'Its size.', since: '0.2' }],
      events: [{ name: 'go', description: 'Goes.', deprecated: '' }],
    });
  });
});

describe('rangeOf', () => {
  it.each([
    [undefined, {}],
    [{ since: '1.0' }, {}],
    [{ minimum: '1' }, { range: { minimum: 1 } }],
    [{ exclusiveMinimum: ' 0 ', maximum: '2.5' }, { range: { exclusiveMinimum: 0, maximum: 2.5 } }],
    [{ exclusiveMaximum: '-1' }, { range: { exclusiveMaximum: -1 } }],
  ])('%j → %j', (tags, range) => {
    expect(rangeOf(tags, 'Carousel.interval')).toEqual(range);
  });

  it.each([
    [{ minimum: 'one' }, 'Carousel.interval: @minimum "one" is not a number'],
    [{ maximum: '' }, 'Carousel.interval: @maximum "" is not a number'],
  ])('names the prop and the tag that gives no number (%j)', (tags, message) => {
    expect(() => rangeOf(tags, 'Carousel.interval')).toThrow(message);
  });
});
