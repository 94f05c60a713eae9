import { describe, expect, it } from 'vitest';
import { apiTableProblem, apiTableSettings } from './api-table-props.js';

describe('apiTableSettings', () => {
  it.each([
    [{ of: 'button' }, { of: 'button', collection: 'api', headingLevel: 3, qualified: false, inline: false }],
    [
      { of: 'button', collection: 'themeApi', headingLevel: 4, qualified: true, inline: true },
      { of: 'button', collection: 'themeApi', headingLevel: 4, qualified: true, inline: true },
    ],
    // As a .md page's HTML gives them.
    [
      { of: 'button', headingLevel: '2', qualified: 'true', inline: '' },
      { of: 'button', collection: 'api', headingLevel: 2, qualified: true, inline: true },
    ],
    [
      { of: 'button', qualified: 'false', inline: 'false' },
      { of: 'button', collection: 'api', headingLevel: 3, qualified: false, inline: false },
    ],
    [
      {},
      {
        problem:
          '<ApiTable />: "of" names an entry of the api collection, its file\'s name without .json, e.g. <ApiTable of="button" />',
      },
    ],
    [
      { of: 'button', headingLevel: 7 },
      { problem: '<ApiTable of="button" headingLevel={7} />: headingLevel is 2, 3 or 4 (got 7)' },
    ],
    [
      { of: 'button', headingLevel: 'h4' },
      { problem: '<ApiTable of="button" headingLevel="h4" />: headingLevel is 2, 3 or 4 (got "h4")' },
    ],
  ])('reads %j', (props, settings) => {
    expect(apiTableSettings(props)).toEqual(settings);
  });
});

describe('apiTableProblem', () => {
  it.each([
    [
      'a site without API data',
      { of: 'button' },
      [],
      '<ApiTable of="button" />: the site has no API data: add api: defineCollection({ loader: apiLoader() }) (from @lectern/astro/loaders) to src/content.config.ts, and button.json to src/content/api/',
    ],
    [
      'a name close to an entry',
      { of: 'buton' },
      ['alert', 'button'],
      '<ApiTable of="buton" />: no entry "buton" in the api collection, which has alert, button (did you mean "button"?)',
    ],
    [
      'a name close to none',
      { of: 'carousel' },
      ['alert', 'button'],
      '<ApiTable of="carousel" />: no entry "carousel" in the api collection, which has alert, button',
    ],
    [
      'a collection without entries',
      { of: 'nav-bar', collection: 'themeApi' },
      [],
      '<ApiTable of="nav-bar" collection="themeApi" />: the collection "themeApi" has no entries: define it in src/content.config.ts with defineCollection({ loader: apiLoader(…) }) (from @lectern/astro/loaders)',
    ],
    [
      'a name missing from another collection',
      { of: 'nav', collection: 'themeApi' },
      ['footer', 'nav-bar'],
      '<ApiTable of="nav" collection="themeApi" />: no entry "nav" in the themeApi collection, which has footer, nav-bar',
    ],
    [
      'wrong props',
      { of: 'button', headingLevel: 1 },
      ['button'],
      '<ApiTable of="button" headingLevel={1} />: headingLevel is 2, 3 or 4 (got 1)',
    ],
  ])('says so for %s', (_case, props, ids, problem) => {
    expect(apiTableProblem(props, apiTableSettings(props), ids)).toBe(problem);
  });
});
