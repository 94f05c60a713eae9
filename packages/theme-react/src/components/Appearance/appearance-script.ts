import type { Appearance } from '@lectern/theme-core';
import { APPEARANCE_STORAGE_KEY } from './appearance-storage';

/** The settings the script accepts, as JavaScript literals; anything else is treated as `true`. */
const SETTINGS: readonly string[] = ['true', 'false', '"dark"', '"force-dark"', '"force-auto"'];

/**
 * The inline script that sets `data-theme` on `<html>` before first paint, so the page never flashes
 * the wrong theme. It mirrors theme-core's `resolveTheme`: `'force-dark'` is dark, `'force-auto'`
 * follows `prefers-color-scheme`, `false` is light; otherwise the visitor's stored choice (see
 * {@link APPEARANCE_STORAGE_KEY}), else dark for `'dark'` and the system's preference for `true`. It has
 * no dependencies and survives blocked storage. Put it in `<head>`, before any stylesheet.
 *
 * @example
 * <script is:inline set:html={appearanceScript(config.appearance ?? true)} />
 */
export function appearanceScript(appearance: Appearance = true): string {
  const literal = JSON.stringify(appearance);
  const setting = SETTINGS.includes(literal) ? literal : 'true';
  return (
    `(function(){var a=${setting},s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",c;` +
    `try{c=localStorage.getItem("${APPEARANCE_STORAGE_KEY}")}catch(e){}` +
    'if(!/^(system|light|dark|blackguard)$/.test(c))c=a==="dark"?"dark":"system";' +
    'document.documentElement.dataset.theme=a==="force-dark"?"dark":a==="force-auto"?s:a===false?"light":c==="system"?s:c})()'
  );
}
