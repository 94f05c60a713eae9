import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeSchema } from './describe-schema.js';
import { schemaTypeScript } from './schema-types.js';

/** The type written for one field `value` of an object. */
function fieldType(schema: z.ZodType): string {
  const source = schemaTypeScript(z.object({ value: schema }), { name: 'Config' });
  return /\n {2}value\??: (.*);\n\}/s.exec(source)?.[1] ?? source;
}

describe('schemaTypeScript', () => {
  it.each<[string, z.ZodType, string]>([
    ['a string', z.string(), 'string'],
    ['a URL', z.url(), 'string'],
    ['a number', z.number().int().min(1), 'number'],
    ['a boolean', z.boolean(), 'boolean'],
    ['null', z.null(), 'null'],
    ['a literal', z.literal('dark'), '"dark"'],
    ['an enum', z.enum(['local', 'algolia', '']), '"local" | "algolia" | ""'],
    ['a union', z.union([z.string(), z.literal(false)]), 'string | false'],
    ['a list', z.array(z.string()), 'string[]'],
    ['a list of a union', z.array(z.union([z.string(), z.number()])), '(string | number)[]'],
    ['a pair', z.tuple([z.number(), z.number()]), '[number, number]'],
    ['a tuple with a rest', z.tuple([z.string()], z.number()), '[string, ...number[]]'],
    ['a record', z.record(z.string(), z.boolean()), '{\n    [key: string]: boolean;\n  }'],
    ['anything', z.any(), 'unknown'],
    [
      'an intersection of objects',
      z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() })),
      '{\n    a: string;\n    b: number;\n  }',
    ],
    [
      'an intersection zod keeps as one',
      z.intersection(z.union([z.string(), z.number()]), z.string().meta({ description: 'A word.' })),
      '(string | number) & string',
    ],
    ['nothing', z.never(), 'never'],
    ['a type of its own', z.string().meta({ tsType: 'URL | string' }), 'URL | string'],
  ])('writes %s as %s', (_case, schema, expected) => {
    expect(fieldType(schema)).toBe(expected);
  });

  it('writes each field with its description and default as JSDoc, optional fields with `?`', () => {
    const schema = z.strictObject({
      title: z.string().meta({ description: 'The title.' }),
      outline: z.number().optional().meta({ description: 'Which headings.\nA second line.', default: 2 }),
      'dot.key': z
        .string()
        .optional()
        .meta({ examples: ['a', 'b'] }),
      comment: z.string().optional().meta({ description: "Not a comment's end: */ here." }),
    });
    expect(schemaTypeScript(schema, { name: 'Config', description: 'The settings.' })).toBe(
      [
        '/** The settings. */',
        'export interface Config {',
        '  /** The title. */',
        '  title: string;',
        '  /**',
        '   * Which headings.',
        '   * A second line.',
        '   * @default 2',
        '   */',
        '  outline?: number;',
        '  /**',
        '   * @example "a"',
        '   * @example "b"',
        '   */',
        '  "dot.key"?: string;',
        "  /** Not a comment's end: *\\/ here. */",
        '  comment?: string;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes nested objects indented, and a record with fields of its own with an index signature', () => {
    const schema = z.object({
      footer: z.object({ message: z.string().optional() }).optional(),
      labels: z.object({ known: z.string() }).catchall(z.string()),
    });
    expect(schemaTypeScript(schema, { name: 'Config' })).toBe(
      [
        'export interface Config {',
        '  footer?: {',
        '    message?: string;',
        '  };',
        '  labels: {',
        '    known: string;',
        '    [key: string]: string;',
        '  };',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('declares named shapes in a namespace of the exported type, recursive ones by their name, with their description', () => {
    interface Item {
      text: string;
      items?: Item[] | undefined;
    }
    const itemSchema: z.ZodType<Item> = z
      .object({
        text: z.string(),
        get items() {
          return z.array(itemSchema).optional();
        },
      })
      .meta({ id: 'Item', description: 'An item.' });
    const source = schemaTypeScript(z.object({ nav: z.array(itemSchema) }), {
      name: 'Config',
      header: ['// Generated.'],
    });
    expect(source).toBe(
      [
        '// Generated.',
        '',
        'export interface Config {',
        '  nav: Config.Item[];',
        '}',
        '',
        '/** The named parts of {@link Config}. */',
        'export declare namespace Config {',
        '  /** An item. */',
        '  export interface Item {',
        '    text: string;',
        '    items?: Config.Item[];',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('gives a field that refers to a named shape the shape’s description', () => {
    const image = z
      .union([z.string(), z.object({ src: z.string() })])
      .meta({ id: 'Image', description: 'An image.' });
    const source = schemaTypeScript(z.object({ logo: image.optional() }), { name: 'Config' });
    expect(source).toContain('  /** An image. */\n  logo?: Config.Image;');
    expect(source).toContain('  /** An image. */\n  export type Image = string | {\n    src: string;\n  };');
  });

  it('writes a part with a tsType as that type, leaving out the shapes only that part uses', () => {
    const inner = z.object({ text: z.string() }).meta({ id: 'Inner' });
    const schema = z.object({
      config: z
        .object({ items: z.array(inner) })
        .optional()
        .meta({ description: 'The settings.', tsType: 'Settings' }),
    });
    const source = schemaTypeScript(schema, { name: 'Options' });
    expect(source).toBe(
      ['export interface Options {', '  /** The settings. */', '  config?: Settings;', '}', ''].join('\n'),
    );
    // The reference shows the same: the type's name, and no section of its own for the inner shape.
    const [top, ...sections] = describeSchema(schema);
    expect(top?.fields).toEqual([
      {
        path: 'config',
        type: 'Settings',
        required: false,
        default: null,
        values: null,
        description: 'The settings.',
      },
    ]);
    expect(sections).toEqual([]);
  });

  it('writes a schema that is not an object as a type alias', () => {
    expect(schemaTypeScript(z.union([z.string(), z.boolean()]), { name: 'Setting' })).toBe(
      'export type Setting = string | boolean;\n',
    );
    expect(schemaTypeScript(z.object({}).strict(), { name: 'Empty' })).toBe(
      'export type Empty = Record<string, never>;\n',
    );
  });
});
