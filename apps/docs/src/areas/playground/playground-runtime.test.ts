// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundlePlayground, type PlaygroundBundle } from './playground-runtime';

describe("the playground's own bundle", () => {
  let bundle: PlaygroundBundle;
  beforeAll(async () => {
    bundle = await bundlePlayground(fileURLToPath(new URL('./runtime-entry.tsx', import.meta.url)));
  }, 60_000);

  it('has an entry with a hashed name, and chunks it loads later', () => {
    expect(bundle.entry).toMatch(/^playground-[A-Z0-9]+\.js$/);
    expect(bundle.files.has(bundle.entry)).toBe(true);
    expect(bundle.files.size).toBeGreaterThan(1);
  });

  it('loads React and the theme with the page, the editor and the transform only when it starts', () => {
    const first = bundle.loadedFirst.join('\n');
    expect(first).toMatch(/node_modules\/.*react-dom\//);
    expect(first).toMatch(/theme-react\/dist\//);
    expect(first).not.toMatch(/@codemirror\//);
    expect(first).not.toMatch(/node_modules\/.*sucrase\//);
    const later = bundle.loadedLater.join('\n');
    expect(later).toMatch(/@codemirror\/view\//);
    expect(later).toMatch(/sucrase\//);
  });
});
