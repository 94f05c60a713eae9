import { isLensVersion, translate, VERSION_MARK_KINDS, type VersionMarks } from '@lectern/theme-core';

/**
 * Version badges in a page's Markdown source: their words in emphasis, in English like the rest of the
 * source's own words (`_New in 1.2 · Removed in 2.0_`), or `undefined` when no mark is a version.
 *
 * @example versionWords({ since: '1.2' }) // '_New in 1.2_'
 */
export function versionWords(marks: VersionMarks): string | undefined {
  const words = VERSION_MARK_KINDS.flatMap((kind) => {
    const version = marks[kind];
    return version !== undefined && isLensVersion(version)
      ? [translate(`lens.${kind}`, { params: { version } })]
      : [];
  });
  return words.length > 0 ? `_${words.join(' · ')}_` : undefined;
}
