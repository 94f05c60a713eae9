import { describe, expect, it } from 'vitest';
import { type DeadLinkProblem, deadLinkReport, formatDeadLinkProblem } from './dead-link-report.js';

const content = (written: string, target: string, create?: string): DeadLinkProblem => ({
  source: { kind: 'content', file: 'src/content/docs/en/guide/intro.md', line: 12, column: 5, written },
  target,
  pages: ['/en/guide/intro/'],
  create,
});

describe('formatDeadLinkProblem', () => {
  it.each([
    [
      'a Markdown link: file, line, column, the link as written and where it leads',
      content('[setup](./setup)', '/en/guide/setup/'),
      'src/content/docs/en/guide/intro.md:12:5: [setup](./setup) → /en/guide/setup/: no such page',
    ],
    [
      'a link written as the address it leads to, once',
      content('[x](/en/x/)', '/en/x/'),
      'src/content/docs/en/guide/intro.md:12:5: [x](/en/x/) → /en/x/: no such page',
    ],
    [
      'the file that would make the page',
      content('[setup](./setup)', '/en/guide/setup/', 'src/content/docs/en/guide/setup.md'),
      'src/content/docs/en/guide/intro.md:12:5: [setup](./setup) → /en/guide/setup/: no such page (create src/content/docs/en/guide/setup.md)',
    ],
    [
      'an address a person can read',
      content('[guía](/es/gu%C3%ADa/)', '/es/gu%C3%ADa/'),
      'src/content/docs/en/guide/intro.md:12:5: [guía](/es/gu%C3%ADa/) → /es/guía/: no such page',
    ],
    [
      'a frontmatter field',
      {
        source: {
          kind: 'frontmatter',
          file: 'src/content/docs/en/index.md',
          field: 'hero.actions[0].link',
          written: '/en/start/',
        },
        target: '/en/start/',
        pages: ['/en/', '/zh-CN/'],
      },
      'src/content/docs/en/index.md: hero.actions[0].link: /en/start/: no such page',
    ],
    [
      'a field of the settings',
      {
        source: {
          kind: 'config',
          file: 'astro.config',
          field: 'sidebar["/guide/"][0].items[1].link',
          written: '/guide/setup/',
        },
        target: '/en/guide/setup/',
        pages: ['/en/guide/', '/en/guide/intro/'],
        create: 'src/content/docs/en/guide/setup.md',
      },
      'astro.config: sidebar["/guide/"][0].items[1].link: /guide/setup/ → /en/guide/setup/: no such page (create src/content/docs/en/guide/setup.md)',
    ],
    [
      "the theme's own link",
      {
        source: { kind: 'theme', what: 'the logo' },
        target: '/en/',
        pages: ['/'],
        create: 'src/content/docs/en/index.md',
      },
      'the logo: /en/: no such page (create src/content/docs/en/index.md)',
    ],
    [
      'a page of the site, with what made it and how many other pages have the link',
      {
        source: { kind: 'page', origin: 'src/pages/[locale]/api.astro', written: '../apis/' },
        target: '/apis/',
        pages: ['/en/api/', '/zh-CN/api/', '/de/api/'],
      },
      '/en/api/ and 2 other pages (src/pages/[locale]/api.astro): ../apis/ → /apis/: no such page',
    ],
    [
      'a page alone, made by nothing known',
      {
        source: { kind: 'page', origin: undefined, written: '/x/' },
        target: '/x/',
        pages: ['/en/', '/zh-CN/'],
      },
      '/en/ and 1 other page: /x/: no such page',
    ],
  ] satisfies [string, DeadLinkProblem, string][])('names %s', (_name, problem, line) => {
    expect(formatDeadLinkProblem(problem)).toBe(line);
  });
});

describe('deadLinkReport', () => {
  it('heads the lines, one per dead link', () => {
    expect(deadLinkReport([content('[a](/a/)', '/a/')])).toBe(
      'A link leads to no page of the site:\nsrc/content/docs/en/guide/intro.md:12:5: [a](/a/) → /a/: no such page',
    );
    expect(deadLinkReport([content('[a](/a/)', '/a/'), content('[b](/b/)', '/b/')]).split('\n')[0]).toBe(
      '2 links lead to no page of the site:',
    );
  });
});
