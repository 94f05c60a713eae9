import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSource, contentConfig, pathFromSite } from './content-config.js';

describe('pathFromSite', () => {
  it.each([
    ['/work/docs', '/work/ui/src/index.ts', '../ui/src/index.ts'],
    ['/work/apps/docs', '/work/packages/ui/src/index.ts', '../../packages/ui/src/index.ts'],
    ['/work/docs', '/work/docs-ui/index.ts', '../docs-ui/index.ts'],
    ['/work/docs', '/work/docs/lib/index.ts', './lib/index.ts'],
  ])('from %s writes %s as %s', (folder, file, written) => {
    expect(pathFromSite(path.resolve(folder), path.resolve(file))).toBe(written);
  });
});

describe('apiSource', () => {
  it('is the sample component’s without --api', () => {
    expect(apiSource({ api: undefined }, '/work/docs')).toEqual({
      entry: './src/components/index.ts',
      tsconfig: './tsconfig.json',
    });
  });

  it('is the library’s with --api, without a tsconfig unless given', () => {
    const api = { entry: path.resolve('/work/ui/src/index.ts'), tsconfig: undefined };
    expect(apiSource({ api }, path.resolve('/work/docs'))).toEqual({
      entry: '../ui/src/index.ts',
      tsconfig: undefined,
    });
  });
});

describe('contentConfig', () => {
  it('writes long paths one a line', () => {
    const library = path.resolve('/work/a-folder-with-a-long-name/packages/design-system-components');
    const api = { entry: path.join(library, 'src/index.ts'), tsconfig: path.join(library, 'tsconfig.json') };
    expect(contentConfig({ api }, path.resolve('/work/docs'))).toContain(
      [
        '      base: false,',
        '      react: {',
        "        entry: '../a-folder-with-a-long-name/packages/design-system-components/src/index.ts',",
        "        tsconfig: '../a-folder-with-a-long-name/packages/design-system-components/tsconfig.json',",
        '      },',
        '    }),',
      ].join('\n'),
    );
  });
});
