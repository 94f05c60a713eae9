import { describe, expect, it } from 'vitest';
import { attributeDeadLinks, type SiteLinkSources } from './attribute-dead-links.js';
import type { DeadLink } from './built-links.js';
import type { DeadLinkSource } from './dead-link-report.js';
import type { LinkField } from './link-fields.js';
import type { SourceLink } from './source-links.js';

const INTRO = 'src/content/docs/en/guide/intro.md';
const HOME = 'src/content/docs/en/index.md';

const files: Record<string, { content: SourceLink[]; frontmatter: LinkField[] }> = {
  [INTRO]: {
    content: [
      { url: './setup', line: 7, column: 5, written: '[setup](./setup)' },
      { url: '/en/twice/', line: 9, column: 1, written: '[one](/en/twice/)' },
      { url: '/en/twice/', line: 11, column: 1, written: '[two](/en/twice/)' },
      { url: '/en/guide/faq/', line: 13, column: 1, written: '[faq](/en/guide/faq/)' },
    ],
    frontmatter: [{ field: 'next.link', link: '/en/guide/next/' }],
  },
  [HOME]: { content: [], frontmatter: [{ field: 'hero.actions[0].link', link: '/en/start/' }] },
};

const read: string[] = [];
const sidebarLink: DeadLinkSource = {
  kind: 'config',
  file: 'astro.config',
  field: 'sidebar[0].link',
  written: '/guide/old/',
};

const site: SiteLinkSources = {
  localeOf: (page) => (page.startsWith('/en/') ? 'en' : page.startsWith('/zh-CN/') ? 'zh-CN' : undefined),
  sourceOf: (page) =>
    page.endsWith('/guide/intro/')
      ? { file: INTRO, fallback: page.startsWith('/zh-CN/') }
      : page === '/en/'
        ? { file: HOME, fallback: false }
        : undefined,
  linksOf(file) {
    read.push(file);
    return files[file] ?? { content: [], frontmatter: [] };
  },
  chromeSourceOf: (target, locale) =>
    target === `/${locale}/guide/old/`
      ? sidebarLink
      : target === '/en/'
        ? { kind: 'theme', what: 'the logo' }
        : undefined,
  originOf: (file) => (file === 'en/api/index.html' ? 'src/pages/[locale]/api.astro' : undefined),
  fileToCreate: (address) => (address.startsWith('/en/') ? `create:${address}` : undefined),
};

const dead = (file: string, page: string, link: string, target: string): DeadLink => ({
  file,
  page,
  link,
  target,
});

describe('attributeDeadLinks', () => {
  const problems = attributeDeadLinks(
    [
      dead('en/guide/intro/index.html', '/en/guide/intro/', '/en/guide/old/', '/en/guide/old/'),
      dead('en/guide/intro/index.html', '/en/guide/intro/', './setup', '/en/guide/setup'),
      dead('en/guide/intro/index.html', '/en/guide/intro/', '/en/twice/', '/en/twice/'),
      dead('en/guide/intro/index.html', '/en/guide/intro/', '/en/twice/', '/en/twice/'),
      dead('en/guide/intro/index.html', '/en/guide/intro/', 'faq/', '/en/guide/intro/faq/'),
      dead('en/guide/intro/index.html', '/en/guide/intro/', '../faq/', '/en/guide/faq/'),
      dead('en/guide/intro/index.html', '/en/guide/intro/', '/en/guide/next/', '/en/guide/next/'),
      dead('zh-CN/guide/intro/index.html', '/zh-CN/guide/intro/', '/zh-CN/guide/old/', '/zh-CN/guide/old/'),
      dead('zh-CN/guide/intro/index.html', '/zh-CN/guide/intro/', './setup', '/zh-CN/guide/setup'),
      dead('en/index.html', '/en/', '/en/start/', '/en/start/'),
      dead('index.html', '/', '/en/', '/en/'),
      dead('en/guide/intro/index.html', '/en/guide/intro/', '/en/', '/en/'),
      dead('en/api/index.html', '/en/api/', '/en/apis/', '/en/apis/'),
      dead('zh-CN/api/index.html', '/zh-CN/api/', '/en/apis/', '/en/apis/'),
    ],
    site,
  );

  it('names where each link is written, once however many pages have it, the settings first', () => {
    expect(problems.map(({ source, target, pages }) => ({ source, target, pages }))).toEqual([
      { source: sidebarLink, target: '/en/guide/old/', pages: ['/en/guide/intro/', '/zh-CN/guide/intro/'] },
      { source: { kind: 'theme', what: 'the logo' }, target: '/en/', pages: ['/', '/en/guide/intro/'] },
      {
        source: { kind: 'frontmatter', file: INTRO, field: 'next.link', written: '/en/guide/next/' },
        target: '/en/guide/next/',
        pages: ['/en/guide/intro/'],
      },
      {
        source: { kind: 'content', file: INTRO, line: 7, column: 5, written: '[setup](./setup)' },
        target: '/en/guide/setup',
        pages: ['/en/guide/intro/', '/zh-CN/guide/intro/'],
      },
      {
        source: { kind: 'content', file: INTRO, line: 9, column: 1, written: '[one](/en/twice/)' },
        target: '/en/twice/',
        pages: ['/en/guide/intro/'],
      },
      {
        source: { kind: 'content', file: INTRO, line: 11, column: 1, written: '[two](/en/twice/)' },
        target: '/en/twice/',
        pages: ['/en/guide/intro/'],
      },
      {
        source: { kind: 'content', file: INTRO, line: 13, column: 1, written: '[faq](/en/guide/faq/)' },
        target: '/en/guide/faq/',
        pages: ['/en/guide/intro/'],
      },
      {
        source: { kind: 'frontmatter', file: HOME, field: 'hero.actions[0].link', written: '/en/start/' },
        target: '/en/start/',
        pages: ['/en/'],
      },
      {
        source: { kind: 'page', origin: `a component or the theme, around ${INTRO}`, written: 'faq/' },
        target: '/en/guide/intro/faq/',
        pages: ['/en/guide/intro/'],
      },
      {
        source: { kind: 'page', origin: 'src/pages/[locale]/api.astro', written: '/en/apis/' },
        target: '/en/apis/',
        pages: ['/en/api/'],
      },
      {
        source: { kind: 'page', origin: undefined, written: '/en/apis/' },
        target: '/en/apis/',
        pages: ['/zh-CN/api/'],
      },
    ]);
  });

  it('says which file would make each missing page', () => {
    expect(problems.map((problem) => problem.create)).toEqual([
      'create:/en/guide/old/',
      'create:/en/',
      'create:/en/guide/next/',
      'create:/en/guide/setup',
      'create:/en/twice/',
      'create:/en/twice/',
      'create:/en/guide/faq/',
      'create:/en/start/',
      'create:/en/guide/intro/faq/',
      'create:/en/apis/',
      'create:/en/apis/',
    ]);
  });

  it("asks for a content file's links once, for all its pages and links", () => {
    expect(read.filter((file) => file === INTRO)).toHaveLength(1);
  });

  it('tells a link of the settings from one of the content that leads to the same address', () => {
    const withOld = {
      ...site,
      linksOf: (file: string) =>
        file === INTRO
          ? { content: [{ url: '../old/', line: 15, column: 1, written: '[old](../old/)' }], frontmatter: [] }
          : { content: [], frontmatter: [] },
    };
    const found = attributeDeadLinks(
      [
        dead('en/guide/intro/index.html', '/en/guide/intro/', '/en/guide/old/', '/en/guide/old/'),
        dead('en/guide/intro/index.html', '/en/guide/intro/', '../old/', '/en/guide/old/'),
      ],
      withOld,
    );
    expect(found.map((problem) => problem.source)).toEqual([
      sidebarLink,
      { kind: 'content', file: INTRO, line: 15, column: 1, written: '[old](../old/)' },
    ]);
  });

  it('finds nothing to report in a site without dead links', () => {
    expect(attributeDeadLinks([], site)).toEqual([]);
  });
});
