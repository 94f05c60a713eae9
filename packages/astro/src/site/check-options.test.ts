import { describe, expect, it } from 'vitest';
import { lectern } from '../integration.js';
import { checkLecternOptions } from './check-options.js';

const problemsOf = (input: unknown) => {
  const result = checkLecternOptions(input, 'astro.config');
  return result.ok ? [] : result.problems;
};

describe('checkLecternOptions', () => {
  it('takes no options, or the options and the theme settings apart', () => {
    expect(checkLecternOptions(undefined, 'astro.config')).toEqual({
      ok: true,
      options: {},
      config: undefined,
    });
    const config = { siteTitle: 'Docs' };
    expect(checkLecternOptions({ config, contentDir: 'docs', accounts: false }, 'astro.config')).toEqual({
      ok: true,
      options: { contentDir: 'docs', accounts: false },
      config,
    });
  });

  it.each<[string, unknown, string[]]>([
    [
      'a theme setting beside the options',
      { siteTitle: 'Docs' },
      [
        'astro.config: lectern(): siteTitle is a theme setting: write it inside config, as lectern({ config: { siteTitle: … } })',
      ],
    ],
    [
      'several theme settings beside the options',
      { siteTitle: 'Docs', nav: [], redirects: 'redirects.json' },
      [
        'astro.config: lectern(): siteTitle, nav are theme settings: write them inside config, as lectern({ config: { siteTitle: … } })',
      ],
    ],
    [
      'a VitePress name',
      { config: {}, title: 'Docs' },
      ['astro.config: lectern(): unknown option "title" (did you mean the theme setting config.siteTitle?)'],
    ],
    [
      "VitePress's themeConfig",
      { themeConfig: {} },
      [
        'astro.config: lectern(): unknown option "themeConfig" (Lectern has no themeConfig: its fields are the theme settings themselves, one level up)',
      ],
    ],
    [
      "Astro's base given to Lectern",
      { base: '/docs/' },
      [
        "astro.config: lectern(): unknown option \"base\" (the site's base path is Astro's base option: defineConfig({ base: '/docs/' }))",
      ],
    ],
    [
      'a typo in an option',
      { redirect: 'redirects.json' },
      ['astro.config: lectern(): unknown option "redirect" (did you mean "redirects"?)'],
    ],
    [
      'an option of the wrong type',
      { redirects: 42, uncheckedLinks: ['api/'] },
      [
        'astro.config: lectern(): redirects: expected a string (got 42)',
        'astro.config: lectern(): uncheckedLinks[0]: expected a string starting with "/" (got "api/")',
      ],
    ],
    [
      'something that is not an object',
      'Docs',
      [
        "astro.config: lectern(): expected an object of options, e.g. lectern({ config: { siteTitle: 'My library' } })",
      ],
    ],
  ])('names %s with what to write instead', (_case, input, expected) => {
    expect(problemsOf(input)).toEqual(expected);
  });
});

describe('lectern()', () => {
  it('checks the API pages option: off, or where they are and which sets they list', () => {
    expect(problemsOf({ apiPages: false })).toEqual([]);
    expect(problemsOf({ apiPages: { path: 'reference/api', sets: [{ collection: 'api' }] } })).toEqual([]);
    const problems = problemsOf({
      apiPages: {
        path: '/api/',
        sets: [{ collection: 'api' }, { collection: 'api', prefix: 'Theme_', title: 'Theme' }],
        sourceLink: 'https://example.com/',
      },
    });
    expect(problems.join('\n')).toContain('apiPages.path');
    expect(problems.join('\n')).toContain('apiPages.sets[1].prefix');
    expect(problems.join('\n')).toContain('apiPages.sourceLink');
    expect(problems.join('\n')).toContain(
      'apiPages.sets[0].title: a title is needed when there are several sets',
    );
    expect(problems.join('\n')).toContain(
      'apiPages.sets[1].collection: the collection "api" is listed already',
    );
  });

  it('stops at once on wrong options, with every problem and no stack trace', () => {
    let error: Error | undefined;
    try {
      lectern({ siteTitle: 'Docs' } as never);
    } catch (thrown) {
      error = thrown as Error;
    }
    expect(error?.message).toBe(
      'The options of the Lectern integration are invalid:\nastro.config: lectern(): siteTitle is a theme setting: write it inside config, as lectern({ config: { siteTitle: … } })',
    );
    expect(error?.stack).toBe('');
  });

  it('builds a site with no options at all', () => {
    expect(lectern().name).toBe('@lectern/astro');
  });
});
