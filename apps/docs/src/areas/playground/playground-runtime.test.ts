// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundlePlayground, type PlaygroundBundle } from './playground-runtime';

describe("the playground's preview frame", () => {
  let bundle: PlaygroundBundle;
  beforeAll(async () => {
    bundle = await bundlePlayground(fileURLToPath(new URL('./preview-entry.tsx', import.meta.url)));
  }, 60_000);

  it('is a page with one classic script and one stylesheet, their names hashed', () => {
    expect(bundle.page).toMatch(/^preview-[A-Z0-9]+\.html$/);
    const html = new TextDecoder().decode(bundle.files.get(bundle.page));
    const script = /<script src="(preview-[A-Z0-9]+\.js)"><\/script>/.exec(html)?.[1];
    const stylesheet = /<link rel="stylesheet" href="(preview-[A-Z0-9]+\.css)">/.exec(html)?.[1];
    expect(script && bundle.files.has(script)).toBe(true);
    expect(stylesheet && bundle.files.has(stylesheet)).toBe(true);
    expect(html).not.toContain('type="module"');
    expect(bundle.files.size).toBe(3);
  });

  it('holds React, the theme with its styles and the transform', () => {
    const inputs = bundle.inputs.join('\n');
    expect(inputs).toMatch(/react-dom\//);
    expect(inputs).toMatch(/theme-react\/dist\/index\.js/);
    expect(inputs).toMatch(/theme-react\/dist\/index\.css/);
    expect(inputs).toMatch(/sucrase\//);
    expect(inputs).not.toMatch(/@codemirror\//);
  });
});
