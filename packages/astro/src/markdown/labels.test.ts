import { describe, expect, it } from 'vitest';
import { markdownTexts, markdownTranslator } from './labels.js';

describe('markdownTranslator', () => {
  it('gives the English texts with their placeholders filled in', () => {
    const t = markdownTranslator();
    expect(t('callout.tip')).toBe('Tip');
    expect(t('heading.permalink', { text: 'Install' })).toBe('Permalink to “Install”');
    expect(t('link.opensInNewTab')).toBe('(opens in a new tab)');
  });

  it("takes the new-tab hint from the site's labels", () => {
    const t = markdownTranslator({ 'nav.opensInNewTab': '(new tab)' });
    expect(t('link.opensInNewTab')).toBe('(new tab)');
    expect(markdownTexts['link.opensInNewTab']).toBe('(opens in a new tab)');
  });
});
