import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from '.';
import type { IconProps } from './icon-props';

const components = Object.entries(icons).filter(([name]) => name.startsWith('Icon')) as [
  string,
  ComponentType<IconProps>,
][];

describe('icons', () => {
  it.each(components)('%s is a decorative, unfocusable SVG sized to the text', (_name, Icon) => {
    const { container } = render(<Icon className="extra" aria-hidden={false} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveClass('extra');
    expect(svg?.children.length).toBeGreaterThan(0);
  });

  it.each([
    ['github', icons.IconGitHub],
    ['GitHub', icons.IconGitHub],
    ['discord', icons.IconDiscord],
    ['x', icons.IconX],
    ['mastodon', icons.IconMastodon],
    ['bluesky', icons.IconBluesky],
    [' youtube ', icons.IconYouTube],
    ['npm', icons.IconNpm],
  ])('finds the social icon %j', (name, Icon) => {
    expect(icons.socialIcon(name)).toBe(Icon);
  });

  it.each(['matrix', 'constructor', 'toString', ''])('has no social icon for %j', (name) => {
    expect(icons.socialIcon(name)).toBeUndefined();
  });

  it('adds the icon path data of the links that name a known icon, and keeps the others as they are', () => {
    const links = icons.withSocialIcons([
      { icon: 'GitHub', link: 'https://github.com/lectern/lectern' },
      { icon: 'matrix', link: 'https://matrix.to/#/lectern', ariaLabel: 'Matrix' },
      { icon: 'constructor', link: 'https://example.com/' },
    ]);
    expect(links[0]?.iconPath).toBe(icons.SOCIAL_ICON_PATHS.github);
    expect(links[1]).toEqual({ icon: 'matrix', link: 'https://matrix.to/#/lectern', ariaLabel: 'Matrix' });
    expect(links[2]?.iconPath).toBeUndefined();
  });
});
