import { type Appearance, LEGACY_SETTINGS_STORAGE_KEYS, SETTINGS_STORAGE_KEY } from '@lectern/theme-core';

/** The settings the script accepts, as JavaScript literals; anything else is treated as `true`. */
const SETTINGS: readonly string[] = ['true', 'false', '"dark"', '"force-dark"', '"force-auto"'];

/**
 * The inline script that applies the visitor's settings to `<html>` before first paint, so the page
 * never flashes the wrong theme or direction:
 *
 * - `data-theme`, mirroring theme-core's `resolveTheme`: `'force-dark'` is dark, `'force-auto'` follows
 *   `prefers-color-scheme`, `false` is light; otherwise the theme the visitor chose in the settings
 *   document (`lectern-settings`, or the legacy `lectern-appearance` while there is no document), else
 *   dark for `'dark'` and the system's preference for `true`;
 * - `dir`, when the visitor chose a reading direction (else the page's own stays);
 * - `data-dark-code`, when the visitor wants dark code blocks.
 *
 * It reads the document as `readStoredSettings` does, as far as these settings go. It has no
 * dependencies and survives blocked storage and damaged settings. Put it in `<head>`, before any
 * stylesheet.
 *
 * @example
 * <script is:inline set:html={appearanceScript(config.appearance ?? true)} />
 */
export function appearanceScript(appearance: Appearance = true): string {
  const literal = JSON.stringify(appearance);
  const setting = SETTINGS.includes(literal) ? literal : 'true';
  return (
    `(function(){var a=${setting},d=document.documentElement,s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",c,o,v,u;` +
    `try{c=localStorage.getItem("${LEGACY_SETTINGS_STORAGE_KEYS.appearance}");o=JSON.parse(localStorage.getItem("${SETTINGS_STORAGE_KEY}"))}catch(e){}` +
    'if(o&&typeof o=="object"&&!Array.isArray(o)){v=o.values;u=o.updatedAt;if(!v||typeof v!="object")v={};if(!u||typeof u!="object")u={};' +
    'c=typeof u.theme=="number"?v.theme:0;' +
    'if(typeof u.direction=="number"&&/^(ltr|rtl)$/.test(v.direction))d.dir=v.direction;' +
    'if(v.darkCodeBlocks===true)d.setAttribute("data-dark-code","")}' +
    'if(!/^(system|light|dark|blackguard)$/.test(c))c=a==="dark"?"dark":"system";' +
    'd.dataset.theme=a==="force-dark"?"dark":a==="force-auto"?s:a===false?"light":c==="system"?s:c})()'
  );
}
