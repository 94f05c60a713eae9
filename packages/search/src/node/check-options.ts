import { componentApiSchema, safeParseConfig } from '@lectern/theme-core/config';
import { checkSearchPages } from './search-pages';
import { shownValue } from './shown-value';

/**
 * Every problem with the index builder's options, worded for people: the field's path, what was
 * expected and what was given. Empty when the options are fine.
 *
 * @example checkBuildOptions({ siteDir: 'dist', locales: [] }) // ['locales: expected at least one language code, e.g. ["en"]']
 */
export function checkBuildOptions(options: Readonly<Record<string, unknown>>): string[] {
  const { siteDir, outputSubdir, indexHtmlFiles } = options;
  const problems: string[] = [];
  if (typeof siteDir !== 'string' || siteDir.trim() === '') {
    problems.push(`siteDir: expected the folder of the built site, e.g. "dist" (got ${shownValue(siteDir)})`);
  }
  problems.push(...checkLocales(options.locales));
  if (
    outputSubdir !== undefined &&
    (typeof outputSubdir !== 'string' ||
      !/^[\w.-]+(\/[\w.-]+)*$/.test(outputSubdir) ||
      /(^|\/)\.\.?(\/|$)/.test(outputSubdir))
  ) {
    problems.push(
      `outputSubdir: expected a folder inside siteDir, e.g. "pagefind" (got ${shownValue(outputSubdir)})`,
    );
  }
  if (indexHtmlFiles !== undefined && typeof indexHtmlFiles !== 'boolean') {
    problems.push(`indexHtmlFiles: expected true or false (got ${shownValue(indexHtmlFiles)})`);
  }
  problems.push(...checkApiData(options.apiData), ...checkPages(options));
  return problems;
}

/**
 * Every problem with the options of what goes into an index (`locales`, `pages`, `apiData`), as
 * {@link checkBuildOptions} words them: for an index that is not written into a site folder.
 *
 * @example checkIndexContentOptions({ locales: ['en'], pages: [{ url: '/', title: 'Home' }] })
 * // ['pages[0]: expected its text as content (Markdown) or as html (got neither)']
 */
export function checkIndexContentOptions(options: Readonly<Record<string, unknown>>): string[] {
  return [...checkLocales(options.locales), ...checkApiData(options.apiData), ...checkPages(options)];
}

function checkLocales(locales: unknown): string[] {
  if (!Array.isArray(locales) || locales.length === 0) {
    return [`locales: expected at least one language code, e.g. ["en"] (got ${shownValue(locales)})`];
  }
  return locales.flatMap((locale: unknown, index) =>
    typeof locale === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z\d]{2,8})*$/.test(locale)
      ? []
      : [`locales[${index}]: expected a language code like "en" or "zh-CN" (got ${shownValue(locale)})`],
  );
}

function checkApiData(apiData: unknown): string[] {
  if (apiData === undefined) return [];
  if (!Array.isArray(apiData)) return [`apiData: expected a list of components (got ${shownValue(apiData)})`];
  return apiData.flatMap((entry: unknown, index) => checkApiEntry(entry, `apiData[${index}]`));
}

function checkPages({ pages, locales }: Readonly<Record<string, unknown>>): string[] {
  if (pages === undefined) return [];
  const languages = Array.isArray(locales) ? locales.filter((locale) => typeof locale === 'string') : [];
  return checkSearchPages(pages, languages);
}

function checkApiEntry(entry: unknown, path: string): string[] {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return [`${path}: expected { api, url } (got ${shownValue(entry)})`];
  }
  const { api, url, component } = entry as Record<string, unknown>;
  const problems: string[] = [];
  const parsed = safeParseConfig(componentApiSchema, api);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      problems.push(`${path}.api${issue.path ? `.${issue.path}` : ''}: ${issue.message}`);
    }
  }
  if (typeof url === 'string') problems.push(...checkUrl(url, `${path}.url`));
  else if (typeof url === 'object' && url !== null && !Array.isArray(url)) {
    for (const [locale, value] of Object.entries(url))
      problems.push(...checkUrl(value, `${path}.url[${JSON.stringify(locale)}]`));
  } else {
    problems.push(
      `${path}.url: expected the component page's address, e.g. "/{locale}/components/alert/" (got ${shownValue(url)})`,
    );
  }
  if (component !== undefined && (typeof component !== 'string' || component.trim() === '')) {
    problems.push(`${path}.component: expected a name like "alert" (got ${shownValue(component)})`);
  }
  return problems;
}

function checkUrl(url: unknown, path: string): string[] {
  if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) return [];
  return [`${path}: expected an address starting with "/" (got ${shownValue(url)})`];
}
