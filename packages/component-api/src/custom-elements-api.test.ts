import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { componentApiSchema } from '@lectern/theme-core/config';
import { API_LIBRARIES } from '@lectern/tooling/api-libraries';
import { describe, expect, it } from 'vitest';
import { readCustomElementsApi } from './custom-elements-api.js';

// The site's root is the folder of the tests' libraries (@lectern/tooling/api-libraries): web-components.
const root = API_LIBRARIES;
const manifest = 'web-components/custom-elements.json';

describe('readCustomElementsApi', () => {
  const { components, files } = readCustomElementsApi({ manifest }, root);

  it('reads every custom element of the manifest, named by its tag, with its file', () => {
    expect(components.map((component) => [component.id, component.api.name, component.api.source])).toEqual([
      ['counter-badge', 'counter-badge', 'web-components/counter-badge.ts'],
      ['old-badge', 'old-badge', 'web-components/counter-badge.ts'],
    ]);
    expect(files).toEqual([path.join(root, manifest)]);
  });

  it('makes public fields props with their attributes, public methods exposed, and keeps slots, events and styling', () => {
    const badge = components[0]?.api;
    expect(componentApiSchema.parse(badge)).toEqual(badge);
    expect(badge).toEqual({
      name: 'counter-badge',
      tagName: 'counter-badge',
      description: 'A count in a badge, capped at `max`.',
      source: 'web-components/counter-badge.ts',
      props: [
        {
          name: 'count',
          type: 'number',
          default: '0',
          values: null,
          required: false,
          description: 'The number shown.',
          attribute: 'count',
        },
        {
          name: 'max',
          type: 'number',
          default: '99',
          values: null,
          required: false,
          description: 'The largest number shown; above it the badge shows `99+`.',
          attribute: 'max',
        },
        {
          name: 'tone',
          type: "'neutral' | 'danger'",
          default: "'neutral'",
          values: ['neutral', 'danger'],
          required: false,
          description: 'The colour of the badge.',
          attribute: 'tone',
        },
        {
          name: 'aria-label',
          type: 'string',
          default: null,
          values: null,
          required: false,
          description: 'What the badge counts, for screen readers.',
          attribute: 'aria-label',
        },
      ],
      events: [
        {
          name: 'counter-badge-reset',
          payload: 'CustomEvent',
          description: 'When the count goes back to zero.',
        },
      ],
      slots: [
        { name: 'default', description: 'The label before the count.' },
        { name: 'icon', description: 'An icon before the label.' },
      ],
      exposed: [{ name: 'reset', type: '() => void', description: 'Sets the count back to zero.' }],
      cssParts: [{ name: 'count', description: 'The number.' }],
      cssProperties: [
        { name: '--counter-badge-color', default: 'currentColor', description: "The badge's colour." },
      ],
    });
  });

  it('keeps a deprecated element, and leaves out what is not a custom element', () => {
    expect(components[1]?.api).toMatchObject({
      name: 'old-badge',
      deprecated: 'Use `<counter-badge>`.',
      props: [],
    });
  });

  it('gives a field the attribute of its name the manifest could not link to it (from observedAttributes)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lectern-cem-'));
    const declaration = {
      kind: 'class',
      name: 'StarRating',
      tagName: 'star-rating',
      customElement: true,
      members: [
        { kind: 'field', name: 'value', type: { text: 'number' }, default: '0', description: 'The rating.' },
        { kind: 'field', name: 'maxValue', type: { text: 'number' }, default: '5' },
        { kind: 'field', name: 'readOnly', type: { text: 'boolean' }, default: 'false' },
      ],
      // As the analyzer writes `static observedAttributes = ['value', 'max-value', 'readonly', 'size']`.
      attributes: [{ name: 'value' }, { name: 'max-value' }, { name: 'readonly' }, { name: 'size' }],
    };
    writeFileSync(
      path.join(dir, 'custom-elements.json'),
      JSON.stringify({
        schemaVersion: '1.0.0',
        modules: [{ kind: 'javascript-module', path: 'src/star-rating.js', declarations: [declaration] }],
      }),
    );
    const [rating] = readCustomElementsApi({ manifest: 'custom-elements.json' }, dir).components;
    expect(rating?.api.props.map((prop) => [prop.name, prop.type, prop.attribute])).toEqual([
      ['value', 'number', 'value'],
      ['maxValue', 'number', 'max-value'],
      ['readOnly', 'boolean', 'readonly'],
      // An attribute of no field's name is a prop of its own.
      ['size', 'unknown', 'size'],
    ]);
  });

  describe('a manifest it cannot read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lectern-cem-'));
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };

    it.each([
      [
        { manifest: 'web-components/nope.json' },
        'customElements.manifest: web-components/nope.json: no such file',
      ],
      [{ manifest: write('broken.json', '{ "modules": [') }, 'broken.json: invalid JSON'],
      [
        {
          manifest: write(
            'wrong.json',
            JSON.stringify({
              schemaVersion: '2.1.0',
              modules: [
                {
                  kind: 'javascript-module',
                  path: 'a.js',
                  declarations: [
                    {
                      kind: 'class',
                      name: 'A',
                      customElement: true,
                      tagName: 'a-b',
                      members: [{ kind: 'field' }],
                    },
                  ],
                },
              ],
            }),
          ),
        },
        'modules[0].declarations[0].members[0].name',
      ],
    ])('names the file and what is wrong (%#)', (source, message) => {
      expect(() => readCustomElementsApi(source, root)).toThrow(message);
    });
  });
});
