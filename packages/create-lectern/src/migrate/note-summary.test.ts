import { describe, expect, it } from 'vitest';
import { noteSummaryLines } from './migrated-site-files.js';

describe('noteSummaryLines', () => {
  it('says a note many places share once, at its first place, with how many more there are', () => {
    const shared = 'frontmatter sidebarDepth is not a field Lectern reads: kept as written';
    expect(
      noteSummaryLines([
        { file: '.vitepress/config.ts', message: 'markdown has no equivalent in Lectern: left out' },
        { file: 'api/a.md', line: 3, message: shared },
        { file: 'api/b.md', line: 3, message: shared },
        { file: 'api/c.md', line: 4, message: shared },
        { file: 'guide.md', line: 9, message: 'component <Demo>: give the site a component of that name' },
        {
          file: 'more.md',
          line: 2,
          message: 'component <Demo> (used 2 times): give the site a component of that name',
        },
      ]),
    ).toEqual([
      '.vitepress/config.ts: markdown has no equivalent in Lectern: left out',
      `api/a.md:3: ${shared} (and 2 more like it)`,
      'guide.md:9: component <Demo>: give the site a component of that name (and 1 more like it)',
    ]);
  });
});
