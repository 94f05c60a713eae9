import { componentApiSchema, safeParseConfig } from '@lectern/theme-core/config';

/**
 * Every problem with the index builder's options, worded for people: the field's path, what was
 * expected and what was given. Empty when the options are fine.
 *
 * @example checkBuildOptions({ siteDir: 'dist', locales: [] }) // ['locales: expected at least one language code, e.g. ["en"]']
 */
export function checkBuildOptions(options: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const { siteDir, locales, apiData, outputSubdir } = options;
  if (typeof siteDir !== 'string' || siteDir.trim() === '') {
    problems.push(`siteDir: expected the folder of the built site, e.g. "dist" (got ${shown(siteDir)})`);
  }
  if (!Array.isArray(locales) || locales.length === 0) {
    problems.push(`locales: expected at least one language code, e.g. ["en"] (got ${shown(locales)})`);
  } else {
    locales.forEach((locale: unknown, index) => {
      if (typeof locale !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z\d]{2,8})*$/.test(locale)) {
        problems.push(
          `locales[${index}]: expected a language code like "en" or "zh-CN" (got ${shown(locale)})`,
        );
      }
    });
  }
  if (
    outputSubdir !== undefined &&
    (typeof outputSubdir !== 'string' ||
      !/^[\w.-]+(\/[\w.-]+)*$/.test(outputSubdir) ||
      /(^|\/)\.\.?(\/|$)/.test(outputSubdir))
  ) {
    problems.push(
      `outputSubdir: expected a folder inside siteDir, e.g. "pagefind" (got ${shown(outputSubdir)})`,
    );
  }
  if (apiData !== undefined) {
    if (!Array.isArray(apiData))
      problems.push(`apiData: expected a list of components (got ${shown(apiData)})`);
    else
      for (const [index, entry] of apiData.entries())
        problems.push(...checkApiEntry(entry, `apiData[${index}]`));
  }
  return problems;
}

function checkApiEntry(entry: unknown, path: string): string[] {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return [`${path}: expected { api, url } (got ${shown(entry)})`];
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
      `${path}.url: expected the component page's address, e.g. "/{locale}/components/alert/" (got ${shown(url)})`,
    );
  }
  if (component !== undefined && (typeof component !== 'string' || component.trim() === '')) {
    problems.push(`${path}.component: expected a name like "alert" (got ${shown(component)})`);
  }
  return problems;
}

function checkUrl(url: unknown, path: string): string[] {
  if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) return [];
  return [`${path}: expected an address starting with "/" (got ${shown(url)})`];
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}
