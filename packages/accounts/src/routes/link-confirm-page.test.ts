import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LINK_CONFIRM_PAGE_HEADERS, linkConfirmPage } from './link-confirm-page';

const CONTENT = {
  provider: 'GitHub',
  name: 'octocat',
  account: 'Nelly (Discord)',
  token: 'abc.def',
  action: '/auth/link',
};
const ENGLISH = { lang: 'en', dir: 'ltr', labels: {} } as const;

describe('linkConfirmPage', () => {
  it('is a form that posts the token, with a Link and a Cancel button', () => {
    const html = linkConfirmPage(CONTENT, ENGLISH);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Link GitHub to your account?</title>');
    expect(html).toContain(
      '<p>Link the GitHub account octocat to the account you are logged in with, Nelly (Discord)?</p>',
    );
    expect(html).toContain('<form method="post" action="/auth/link">');
    expect(html).toContain('<input type="hidden" name="token" value="abc.def">');
    expect(html).toContain('value="link">Link GitHub</button>');
    expect(html).toContain('value="cancel">Cancel</button>');
    expect(html).not.toContain('<script');
  });

  it('escapes the names the provider gives', () => {
    const html = linkConfirmPage(
      { ...CONTENT, name: '<script>alert(1)</script>', account: '"Bob" & {provider}' },
      ENGLISH,
    );
    expect(html).toContain('account &lt;script&gt;alert(1)&lt;/script&gt; to');
    expect(html).toContain('logged in with, &quot;Bob&quot; &amp; {provider}?');
    expect(html).not.toContain('<script>');
  });

  it('uses the site’s texts of the page’s language, and marks the English ones standing in', () => {
    const html = linkConfirmPage(CONTENT, {
      lang: 'zh-CN',
      dir: 'ltr',
      labels: { 'account.link': '关联 {provider}', 'account.linkCancel': '取消' },
    });
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain('value="link">关联 GitHub</button>');
    expect(html).toContain('value="cancel">取消</button>');
    expect(html).toContain('<h1 lang="en">Link GitHub to your account?</h1>');
    expect(html).toContain('<p class="hint" lang="en">');
  });

  it('allows its own style and nothing else: the CSP hash is the style’s', () => {
    const html = linkConfirmPage(CONTENT, ENGLISH);
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(LINK_CONFIRM_PAGE_HEADERS['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
    expect(style).toContain('prefers-color-scheme:dark');
  });
});
