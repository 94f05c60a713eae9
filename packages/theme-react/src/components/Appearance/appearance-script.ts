import {
  APPLE_PLATFORM_PATTERN,
  type Appearance,
  LEGACY_SETTINGS_STORAGE_KEYS,
  PAGE_PATH_PATTERN,
  RECENT_PAGES_STORAGE_KEY,
  SETTING_ID_PATTERN,
  SETTINGS_STORAGE_KEY,
} from '@lectern/theme-core';
import {
  ACCOUNT_HINT_STORAGE_KEY,
  APPEARANCE_SETTING_ATTRIBUTE,
  APPLE_PLATFORM_ATTRIBUTE,
  BASE_ATTRIBUTE,
  QUICKBAR_FILLED_ATTRIBUTE,
} from '@lectern/theme-core/dom';
import { SEARCH_SLASH_FLAG } from '../../effects/page-attributes';

/** The settings the script accepts, as JavaScript literals; anything else is treated as `true`. */
const SETTINGS: readonly string[] = ['true', 'false', '"dark"', '"force-dark"', '"force-auto"'];

/** What else {@link appearanceScript} applies before the page shows. */
export interface FirstPaintOptions {
  /** The id of the site's banner on this page, so that a banner the visitor closed never shows. */
  bannerId?: string | undefined;
}

/**
 * The inline script that applies the visitor's settings to `<html>` before first paint, so the page
 * never flashes the wrong theme, direction or layout:
 *
 * - `data-theme`, mirroring theme-core's `resolveTheme`: `'force-dark'` is dark, `'force-auto'` follows
 *   `prefers-color-scheme`, `false` is light; otherwise the theme the visitor chose in the settings
 *   document (`lectern-settings`, or the legacy `lectern-appearance` while there is no document), else
 *   dark for `'dark'` and the system's preference for `true`;
 * - `dir`, when the visitor chose a reading direction (else the page's own stays);
 * - the flags of theme-core's `rootSettingFlags` (`data-dark-code`, `data-rail-drawer`,
 *   `data-quickbar-off`, `data-ads-off`, `data-inline-api-tables`, `data-composition-off`,
 *   `data-developer-mode`, `data-banner-dismissed`, `data-subscriber`, `data-search-slash`), the perks
 *   for the role this browser last saw the visitor have (the account hint, `lectern-account`);
 * - `data-apple-platform` on Apple platforms, where the search button shows ⌘ K rather than Ctrl K;
 * - `data-quickbar-filled` when the quickbar has pages to list, as `startQuickbar` lists them: a page read
 *   in this browser (`lectern-recent-pages`) other than this one (`location.pathname`), or, for a
 *   subscriber, a pinned page other than this one (its link in the page's `lang`, under the base of
 *   `data-lectern-base`). Without it the quickbar takes no space, so a first visit shows none and a
 *   returning visitor's page does not move when the lists fill.
 *
 * It reads the document as `peekStoredSettings` does, as far as these settings go. It has no
 * dependencies and survives blocked storage and damaged settings. Put it in `<head>`, before any
 * stylesheet.
 *
 * @example
 * <script is:inline set:html={appearanceScript(config.appearance ?? true, { bannerId: config.banner?.id })} />
 */
export function appearanceScript(appearance: Appearance = true, options: FirstPaintOptions = {}): string {
  const literal = JSON.stringify(appearance);
  const setting = SETTINGS.includes(literal) ? literal : 'true';
  // An id that could not be a banner's is left out rather than written into the script.
  const banner =
    options.bannerId !== undefined && SETTING_ID_PATTERN.test(options.bannerId)
      ? `f("banner-dismissed",Array.isArray(b=v.dismissedBanners)&&b.indexOf(${JSON.stringify(options.bannerId)})>-1);`
      : '';
  return (
    `(function(){var a=${setting},d=document.documentElement,s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light",c,o,v,u,p,b,q,r,w=navigator,h=location.pathname,g=${PAGE_PATH_PATTERN},` +
    'f=function(n,x){if(x)d.setAttribute("data-"+n,"")};' +
    // The platform as theme-core's searchShortcutLabel reads it, for the search button's ⌘.
    `f("${APPLE_PLATFORM_ATTRIBUTE.slice('data-'.length)}",${String(APPLE_PLATFORM_PATTERN)}.test(String(w.userAgentData&&w.userAgentData.platform||w.platform||"").trim()));` +
    // The site's setting, for the page script that follows the theme afterwards (followTheme).
    `if(a!==true)d.setAttribute("${APPEARANCE_SETTING_ATTRIBUTE}",String(a));` +
    `try{c=localStorage.getItem("${LEGACY_SETTINGS_STORAGE_KEYS.appearance}");q=localStorage.getItem("${LEGACY_SETTINGS_STORAGE_KEYS.searchHotkey}");p=localStorage.getItem("${ACCOUNT_HINT_STORAGE_KEY}")=="subscriber";o=JSON.parse(localStorage.getItem("${SETTINGS_STORAGE_KEY}"))}catch(e){}` +
    `try{r=JSON.parse(localStorage.getItem("${RECENT_PAGES_STORAGE_KEY}"))}catch(e){}` +
    'f("subscriber",p);' +
    'if(o&&typeof o=="object"&&!Array.isArray(o)){v=o.values;u=o.updatedAt;if(!v||typeof v!="object")v={};if(!u||typeof u!="object")u={};' +
    'c=typeof u.theme=="number"?v.theme:0;q=v.searchHotkey;' +
    'if(typeof u.direction=="number"&&/^(ltr|rtl)$/.test(v.direction))d.dir=v.direction;' +
    'f("dark-code",v.darkCodeBlocks===true);f("inline-api-tables",v.inlineApiTables===true);' +
    'f("composition-off",v.compositionApiExamples===false);f("developer-mode",v.developerMode===true);' +
    banner +
    'if(p){f("rail-drawer",v.railDrawer===true);f("quickbar-off",v.quickbar===false);f("ads-off",v.ads===false)}}' +
    // The quickbar's lists, as startQuickbar fills them: a page read other than this one, or a
    // subscriber's pinned page other than this one.
    `f("${QUICKBAR_FILLED_ATTRIBUTE.slice('data-'.length)}",Array.isArray(r)&&r.some(function(e){return e&&e.path!==h&&g.test(e.path)&&typeof e.title=="string"&&e.title.trim()})||p&&v&&Array.isArray(v.pins)&&v.pins.some(function(x){return typeof x=="string"&&g.test(x)&&(d.getAttribute("${BASE_ATTRIBUTE}")||"/")+d.lang+x!==h}));` +
    // The search hotkey: the document's, else the legacy key's (as peekStoredSettings reads it).
    `f("${SEARCH_SLASH_FLAG}",q=="slash");` +
    'if(!/^(system|light|dark|blackguard)$/.test(c))c=a==="dark"?"dark":"system";' +
    'd.dataset.theme=a==="force-dark"?"dark":a==="force-auto"?s:a===false?"light":c==="system"?s:c})()'
  );
}
