// @vitest-environment node
import { defaultLocales } from '@lectern/theme-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavBar } from './NavBar';

describe('NavBar on the server', () => {
  it('renders complete HTML without a window: closed screen, light switch, both shortcut modifiers', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <NavBar
        siteTitle="Lectern"
        nav={[{ text: 'Components', items: [{ text: 'Buttons', link: '/en/components/buttons' }] }]}
        locales={[...defaultLocales]}
        socialLinks={[{ icon: 'github', link: 'https://github.com/lectern/lectern' }]}
        currentPath="/en/components/buttons"
      />,
    );
    expect(html).toMatch(/^<header/);
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toMatch(/aria-expanded="false" aria-controls="[^"]+"/);
    expect(html).toContain('role="switch"');
    expect(html).toContain('aria-checked="false"');
    expect(html).toMatch(
      /<kbd><span class="[^"]+">Ctrl<\/span><span class="[^"]+">⌘<\/span><\/kbd><kbd>K<\/kbd>/,
    );
    expect(html).toContain('hidden=""');
    // The screen's links are in the HTML too, hidden until the hamburger opens it.
    expect(html.match(/>Buttons</g)).toHaveLength(2);
  });
});
