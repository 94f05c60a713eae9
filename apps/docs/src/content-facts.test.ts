// @vitest-environment node
// Facts the guide states about Lectern itself, checked against the repository, so the pages cannot drift
// from what ships: the packages it lists, the storage key it names, search being there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTINGS_STORAGE_KEY } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { COMPONENT_GROUPS, componentPages, groupPages } from './catalogue';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const content = path.join(repo, 'apps/docs/src/content/docs');
const page = (file: string) => readFileSync(path.join(content, file), 'utf8');

/** The names of the packages the repository publishes. */
const published = readdirSync(path.join(repo, 'packages'))
  .map((dir) => JSON.parse(readFileSync(path.join(repo, 'packages', dir, 'package.json'), 'utf8')))
  .filter((manifest) => manifest.private !== true)
  .map((manifest) => String(manifest.name))
  .sort();

/** The packages named in the first column of a page's tables. */
const listedPackages = (text: string) =>
  [
    ...new Set([...text.matchAll(/^\| `((?:@lectern\/)?[\w-]+)` \|/gm)].map((match) => match[1] ?? '')),
  ].sort();

/** Each `## ` section of a page with the `/en/components/…/` addresses its links lead to, in order. */
const linkedSections = (text: string) =>
  text
    .split(/^## /m)
    .slice(1)
    .map((section) => ({
      title: section.slice(0, section.indexOf('\n')).trim(),
      slugs: [...section.matchAll(/\]\(\/en\/components\/([\w/-]+?)\/\)/g)].map((match) => match[1]),
    }));

const NUMBER_WORDS: Record<string, number> = {
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
};

describe('what the guide says about Lectern', () => {
  it.each([
    ['en/introduction/what-is-lectern.mdx', /Lectern is (\w+) packages/],
    ['zh-CN/introduction/what-is-lectern.mdx', /Lectern 由(.)个包组成/],
    ['en/reference/packages.mdx', /published as (\w+) packages/],
  ])('%s lists every published package, and counts them right', (file, count) => {
    const text = page(file);
    expect(listedPackages(text).filter((name) => published.includes(name))).toEqual(published);
    expect(NUMBER_WORDS[count.exec(text)?.[1] ?? '']).toBe(published.length);
  });

  it('names the storage key the settings are kept under', () => {
    expect(page('en/customization/theme.mdx')).toContain(`\`${SETTINGS_STORAGE_KEY}\``);
  });

  it('never says search is yet to come', () => {
    const files = readdirSync(content, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.mdx?$/.test(file),
    );
    const stale = files.filter((file) => /not released yet|no search for now|尚未发布/.test(page(file)));
    expect(stale).toEqual([]);
  });
});

describe('the component catalogue (src/catalogue.ts)', () => {
  it('has a page for each of its entries, and lists every component page', () => {
    const written = readdirSync(path.join(content, 'en/components'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file) && !/^index\.mdx?$/.test(file))
      .map((file) =>
        file
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/'),
      )
      .sort();
    expect(
      componentPages()
        .map((entry) => entry.slug)
        .sort(),
    ).toEqual(written);
  });

  it('is what the overview page lists: its groups in order, each with its pages, and their number', () => {
    const overview = page('en/components/index.mdx');
    expect(linkedSections(overview)).toEqual(
      COMPONENT_GROUPS.map((group) => ({
        title: group.title,
        slugs: groupPages(group).map((entry) => entry.slug),
      })),
    );
    const entries = COMPONENT_GROUPS.reduce((count, group) => count + group.entries.length, 0);
    expect(/The library has (\d+) components/.exec(overview)?.[1]).toBe(String(entries));
  });
});
