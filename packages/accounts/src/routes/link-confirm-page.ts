import { createHash } from 'node:crypto';
import { en, interpolate, type TranslationParams, type UiStringKey } from '@lectern/theme-core';
import type { PageLanguage } from '../options';

/** What the confirmation page names and where its form goes. */
export interface LinkConfirmPageContent {
  /** The provider's name (`Discord`) and the name of its account to link. */
  readonly provider: string;
  readonly name: string;
  /** The account logged in: its name and its providers (`Mona Lisa (GitHub)`). */
  readonly account: string;
  /** The one-time token the form sends back. */
  readonly token: string;
  /** Where the form posts: `/auth/link` under the site's base path. */
  readonly action: string;
}

// Small, system fonts, the system's light or dark colours: the page stands alone and loads nothing.
const STYLE = [
  ':root{color-scheme:light dark;--fg:#1f2328;--bg:#fff;--muted:#59636e;--accent:#0b57d0;--on-accent:#fff;--line:#d1d9e0}',
  '@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#9198a1;--accent:#8ab4f8;--on-accent:#0d1117;--line:#3d444d}}',
  'body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:var(--fg);background:var(--bg)}',
  'main{max-inline-size:36rem;margin:12vh auto 2rem;padding-inline:1.25rem}',
  'h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}',
  'p{margin:0 0 1rem}.hint{color:var(--muted)}',
  'form{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1.5rem}',
  'button{font:inherit;min-block-size:2.75rem;padding:.5rem 1.25rem;border-radius:.5rem;border:1px solid var(--line);background:transparent;color:var(--fg);cursor:pointer}',
  'button[value=link]{background:var(--accent);border-color:var(--accent);color:var(--on-accent);font-weight:600}',
  'button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}',
].join('');

/** The page's Content-Security-Policy: nothing but its own style, a form to this site, never in a frame. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * The headers of the confirmation page: never cached, never framed (`X-Frame-Options` and the CSP's
 * `frame-ancestors`), no script, and the `Origin` of its form sent (`Referrer-Policy: same-origin`; with
 * `no-referrer` a browser would send `Origin: null`, which the origin check refuses).
 */
export const LINK_CONFIRM_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
});

/**
 * The page that asks the visitor whether to link a provider's account to the account they are logged in
 * with: a form with "Link Discord" and "Cancel" that posts the one-time token. Its texts are the site's
 * (`account.linkConfirm*`, `account.link`, `account.linkCancel`) in the page's language; a text that falls
 * back to English says so with `lang="en"`.
 */
export function linkConfirmPage(content: LinkConfirmPageContent, language: PageLanguage): string {
  const text = (key: UiStringKey, params?: TranslationParams) => {
    const own = language.labels[key];
    const value = escapeHtml(interpolate(own ?? en[key], params ?? {}));
    return own === undefined && !isEnglish(language.lang)
      ? { value, lang: ' lang="en"' }
      : { value, lang: '' };
  };
  const names = {
    provider: content.provider,
    name: content.name,
    account: content.account,
  };
  const title = text('account.linkConfirmTitle', names);
  const question = text('account.linkConfirmQuestion', names);
  const hint = text('account.linkConfirmHint');
  const link = text('account.link', names);
  const cancel = text('account.linkCancel');
  return `<!doctype html>
<html lang="${escapeHtml(language.lang)}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title${title.lang}>${title.value}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1${title.lang}>${title.value}</h1>
<p${question.lang}>${question.value}</p>
<p class="hint"${hint.lang}>${hint.value}</p>
<form method="post" action="${escapeHtml(content.action)}">
<input type="hidden" name="token" value="${escapeHtml(content.token)}">
<button type="submit" name="action" value="link"${link.lang}>${link.value}</button>
<button type="submit" name="action" value="cancel"${cancel.lang}>${cancel.value}</button>
</form>
</main>
</body>
</html>
`;
}

function isEnglish(lang: string): boolean {
  return lang.toLowerCase() === 'en' || lang.toLowerCase().startsWith('en-');
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
