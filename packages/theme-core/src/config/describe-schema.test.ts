import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settingsBodySchema, userSettingsSchema } from '../settings/schema.js';
import { describeSchema, type SchemaField } from './describe-schema.js';
import { pageMetadataSchema } from './page.js';
import { themeConfigSchema } from './theme.js';

/** The one field of `z.object({ field: schema })`. */
function fieldOf(schema: z.ZodType): SchemaField {
  const [root] = describeSchema(z.object({ field: schema }));
  return root?.fields[0] as SchemaField;
}

describe('describeSchema', () => {
  it.each([
    ['a string', z.string(), 'string'],
    ['a number', z.number(), 'number'],
    ['an integer', z.int(), 'number'],
    ['a boolean', z.boolean(), 'boolean'],
    ['a literal', z.literal(false), 'false'],
    ['a string literal', z.literal('deep'), '"deep"'],
    ['an enum', z.enum(['local', 'algolia', '']), '"local" | "algolia" | ""'],
    ['a mixed literal', z.literal(['a', 1]), '"a" | 1'],
    ['a union', z.union([z.string(), z.literal(false)]), 'string | false'],
    [
      'a union with an enum',
      z.union([z.boolean(), z.enum(['dark', 'force-dark'])]),
      'boolean | "dark" | "force-dark"',
    ],
    [
      'nested unions, flattened',
      z.union([z.union([z.literal(2), z.literal(3)]), z.string()]),
      '2 | 3 | string',
    ],
    ['a union of look-alikes, once', z.union([z.string().min(1), z.string().max(9)]), 'string'],
    ['a nullable', z.string().nullable(), 'string | null'],
    ['a list', z.array(z.string()), 'string[]'],
    ['a list of a union', z.array(z.union([z.string(), z.number()])), '(string | number)[]'],
    ['a list of anything', z.array(z.unknown()), 'unknown[]'],
    ['a tuple', z.tuple([z.number(), z.number()]), '[number, number]'],
    [
      'a tuple with a rest',
      z.tuple([z.string()], z.union([z.number(), z.boolean()])),
      '[string, ...(number | boolean)[]]',
    ],
    ['a record', z.record(z.string(), z.number()), 'Record<string, number>'],
    ['a small object', z.object({ pattern: z.string(), text: z.string().optional() }), '{ pattern, text? }'],
    [
      'a large object',
      z.object(Object.fromEntries('abcdefg'.split('').map((key) => [key, z.string()]))),
      'object',
    ],
    ['an empty object', z.strictObject({}), 'object'],
    ['a date', z.coerce.date(), 'date'],
    ['an ISO date-time string', z.iso.datetime(), 'date'],
    ['an address', z.url(), 'string'],
    ['never', z.never(), 'never'],
    ['anything', z.any(), 'unknown'],
    ['a type JSON Schema cannot express', z.bigint(), 'unknown'],
    [
      'an intersection',
      z.intersection(z.union([z.string(), z.number()]), z.string()),
      '(string | number) & string',
    ],
  ])('writes %s as code', (_name, schema, type) => {
    expect(fieldOf(schema).type).toBe(type);
  });

  it.each([
    ['an enum', z.enum(['brand', 'alt']), ['"brand"', '"alt"']],
    ['booleans and an enum', z.union([z.boolean(), z.enum(['dark'])]), ['true', 'false', '"dark"']],
    ['literals', z.union([z.literal(false), z.literal('left'), z.literal(false)]), ['false', '"left"']],
    ['a plain boolean', z.boolean(), null],
    ['a single literal', z.literal('deep'), null],
    ['a union with an open type', z.union([z.literal(false), z.string()]), null],
  ])('lists the values of %s', (_name, schema, values) => {
    expect(fieldOf(schema).values).toEqual(values);
  });

  it.each([
    ['none', z.string().optional(), null],
    ['a zod default', z.string().default('doc'), '"doc"'],
    ['a metadata default', z.boolean().optional().meta({ default: true }), 'true'],
    [
      'an object',
      z
        .object({})
        .optional()
        .meta({ default: { dateStyle: 'short', 'time-style': 'short' } }),
      '{ dateStyle: "short", "time-style": "short" }',
    ],
    ['an empty object', z.object({}).optional().meta({ default: {} }), '{}'],
    [
      'a list',
      z
        .array(z.number())
        .optional()
        .meta({ default: [2, 3] }),
      '[2, 3]',
    ],
    ['null', z.string().nullable().meta({ default: null }), 'null'],
  ])('writes %s as the default', (_name, schema, value) => {
    expect(fieldOf(schema).default).toBe(value);
  });

  it('says which fields are required, on the input side', () => {
    const [root] = describeSchema(
      z.object({ given: z.string(), optional: z.string().optional(), defaulted: z.string().default('x') }),
    );
    expect(root?.fields.map((field) => [field.path, field.required])).toEqual([
      ['given', true],
      ['optional', false],
      ['defaulted', false],
    ]);
  });

  it('takes descriptions from .meta() and .describe(), and says when there is none', () => {
    const [root] = describeSchema(
      z.object({
        meta: z.string().meta({ description: 'From meta.' }),
        describe: z.string().describe('From describe.'),
        wrapped: z.string().optional().meta({ description: 'On the wrapper.' }),
        bare: z.string(),
      }),
    );
    expect(root?.fields.map((field) => field.description)).toEqual([
      'From meta.',
      'From describe.',
      'On the wrapper.',
      null,
    ]);
  });

  it('flattens nested objects, items of lists and values of records, after the field holding them', () => {
    const [root, ...named] = describeSchema(
      z.object({
        editLink: z.object({ pattern: z.string(), text: z.string().optional() }).optional(),
        socialLinks: z.array(z.object({ icon: z.string() })),
        sidebar: z.record(z.string(), z.object({ base: z.string() })),
        pair: z.tuple([z.object({ from: z.number() }), z.number()]),
        labels: z.object({ 'nav.search': z.string(), plain: z.object({ 'outline.label': z.string() }) }),
      }),
    );
    expect(root?.fields.map((field) => field.path)).toEqual([
      'editLink',
      'editLink.pattern',
      'editLink.text',
      'socialLinks',
      'socialLinks[].icon',
      'sidebar',
      'sidebar.*.base',
      'pair',
      'pair[0].from',
      'labels',
      'labels["nav.search"]',
      'labels.plain',
      'labels.plain["outline.label"]',
    ]);
    expect(named).toEqual([]);
  });

  it('lists the fields of a record of objects at the top as `*`', () => {
    const [root] = describeSchema(z.record(z.string(), z.object({ items: z.array(z.string()) })));
    expect(root?.type).toBe('Record<string, { items }>');
    expect(root?.fields.map((field) => field.path)).toEqual(['*.items']);
  });

  it('lists the fields of every object of a union once, and of both sides of an intersection', () => {
    const [image] = describeSchema(
      z.union([
        z.string(),
        z.object({ src: z.string(), alt: z.string().optional().meta({ description: 'First.' }) }),
        z.object({ light: z.string(), alt: z.string().optional().meta({ description: 'Second.' }) }),
      ]),
    );
    expect(image?.type).toBe('string | { src, alt? } | { light, alt? }');
    expect(image?.fields.map((field) => [field.path, field.required, field.description])).toEqual([
      ['src', true, null],
      ['alt', false, 'First.'],
      ['light', true, null],
    ]);
    const [both] = describeSchema(
      z.intersection(z.union([z.object({ a: z.string() }), z.string()]), z.object({ b: z.string() })),
    );
    expect(both?.fields.map((field) => field.path)).toEqual(['a', 'b']);
  });

  it('describes a shape with an id once, in its own section, and refers to it by name', () => {
    const image = z
      .union([z.string(), z.object({ src: z.string() })])
      .meta({ id: 'Image', description: 'An image.' });
    const sections = describeSchema(
      z.object({
        logo: image.optional().meta({ description: 'The logo.' }),
        icons: z.array(image),
        hero: z.object({ image: image.optional().meta({ description: 'An image.' }) }),
      }),
    );
    expect(sections.map((section) => [section.name, section.type, section.description])).toEqual([
      [null, '{ logo?, icons, hero }', null],
      ['Image', 'string | { src }', 'An image.'],
    ]);
    expect(sections[0]?.fields.map((field) => [field.path, field.type, field.description])).toEqual([
      ['logo', 'Image', 'The logo.'],
      ['icons', 'Image[]', null],
      ['hero', '{ image? }', null],
      // zod drops a description equal to the shape's; the shape's own stands in for it.
      ['hero.image', 'Image', 'An image.'],
    ]);
    expect(sections[1]?.fields.map((field) => field.path)).toEqual(['src']);
  });

  it('describes a recursive shape once, without looping, named by its id or by zod', () => {
    interface Tree {
      text: string;
      items?: Tree[] | undefined;
    }
    const named: z.ZodType<Tree> = z
      .object({
        text: z.string(),
        get items() {
          return z.array(named).optional();
        },
      })
      .meta({ id: 'Tree' });
    const unnamed: z.ZodType<Tree> = z.object({
      text: z.string(),
      get items() {
        return z.array(unnamed).optional();
      },
    });
    const withId = describeSchema(z.object({ tree: z.array(named) }));
    expect(withId.map((section) => section.name)).toEqual([null, 'Tree']);
    expect(withId[1]?.fields.map((field) => [field.path, field.type])).toEqual([
      ['text', 'string'],
      ['items', 'Tree[]'],
    ]);
    const withoutId = describeSchema(z.object({ tree: unnamed }));
    expect(withoutId.map((section) => section.name)).toEqual([null, '__schema0']);
    expect(withoutId[0]?.fields[0]?.type).toBe('__schema0');
    expect(withoutId[1]?.fields[1]?.type).toBe('__schema0[]');
  });

  it('describes the theme settings: paths, types, defaults and values', () => {
    const sections = describeSchema(themeConfigSchema);
    const field = (path: string) => sections[0]?.fields.find((each) => each.path === path);
    expect(field('editLink.pattern')).toEqual({
      path: 'editLink.pattern',
      type: 'string',
      required: true,
      default: null,
      values: null,
      description:
        "The address of a page's source, with `:path` standing for the page's file in the content folder.",
    });
    expect(field('editLink.text')?.default).toBe('"Edit this page"');
    expect(field('appearance')).toMatchObject({
      type: 'boolean | "dark" | "force-dark" | "force-auto"',
      default: 'true',
      values: ['true', 'false', '"dark"', '"force-dark"', '"force-auto"'],
    });
    expect(field('nav')?.type).toBe('NavItem[]');
    expect(field('sidebar')?.type).toBe('SidebarItem[] | Record<string, SidebarItem[] | { base, items }>');
    expect(field('sidebar.*.items')?.required).toBe(true);
    expect(field('outline')).toMatchObject({
      type: 'false | number | [number, number] | "deep" | { level?, label? }',
      default: '2',
    });
    expect(field('lastUpdated.formatOptions')?.default).toBe('{ dateStyle: "short", timeStyle: "short" }');
    expect(sections.map((section) => section.name)).toEqual(
      expect.arrayContaining([
        'NavItem',
        'SidebarItem',
        'SocialLink',
        'LocaleEntry',
        'ThemeableImage',
        'Labels',
      ]),
    );
    const labels = sections.find((section) => section.name === 'Labels');
    expect(labels?.fields.find((each) => each.path === 'outline.onThisPage')).toMatchObject({
      default: '"On this page"',
      description: 'A text of the outline.',
    });
    expect(labels?.fields.find((each) => each.path === 'sidebar.toggleSection')?.description).toBe(
      'A text of the sidebar; keep `{text}`.',
    );
  });

  it('describes the page frontmatter, dates included', () => {
    const [page, ...named] = describeSchema(pageMetadataSchema);
    expect(page?.fields.find((field) => field.path === 'lastUpdated')).toMatchObject({
      type: 'boolean | date',
      default: 'true',
    });
    expect(page?.fields.find((field) => field.path === 'layout')?.default).toBe('"doc"');
    expect(named.map((section) => section.name)).toEqual([
      'SidebarBadge',
      'HeadTag',
      'Hero',
      'ThemeableImage',
      'HeroAction',
      'Feature',
    ]);
  });
});

describe('the theme settings, the page frontmatter and the user settings', () => {
  // The configuration reference is generated from these descriptions: a field without one would be an
  // empty cell on the site. Add `.meta({ description: '…' })` to the field.
  it.each([
    ['theme settings', themeConfigSchema],
    ['page frontmatter', pageMetadataSchema],
    ['user settings', userSettingsSchema],
    ['settings request body', settingsBodySchema],
  ])('describe every field of the %s', (_name, schema) => {
    const undescribed = describeSchema(schema).flatMap((section) =>
      [
        ...(section.name !== null && section.description === null ? [''] : []),
        ...section.fields.filter((field) => field.description === null).map((field) => field.path),
      ].map((path) => `${section.name ?? '(top)'}${path && ` ${path}`}`),
    );
    expect(undescribed).toEqual([]);
  });
});
