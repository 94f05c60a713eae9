import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SOCIAL_ICON_PATHS } from '../../icons/social-icon-paths';
import { withSocialIcons } from '../../icons/social-icons';
import { NavBarSocialLinks } from './NavBarSocialLinks';

const links = withSocialIcons([
  { icon: 'github', link: 'https://github.com/lectern/lectern' },
  { icon: 'discord', link: 'https://discord.gg/lectern', ariaLabel: 'Chat on Discord' },
  { icon: 'matrix', link: 'https://matrix.to/#/lectern' },
]);

describe('NavBarSocialLinks', () => {
  it('is a list named "Social links" of links opening in a new tab', () => {
    render(<NavBarSocialLinks links={links} />);
    const list = screen.getByRole('list', { name: 'Social links' });
    const github = within(list).getByRole('link', { name: 'github' });
    expect(github).toHaveAttribute('href', 'https://github.com/lectern/lectern');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noreferrer');
  });

  it('shows a known icon, hidden from assistive technology, and names the link by ariaLabel', () => {
    render(<NavBarSocialLinks links={links} />);
    const discord = screen.getByRole('link', { name: 'Chat on Discord' });
    expect(discord.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(discord.querySelector('path')).toHaveAttribute('d', SOCIAL_ICON_PATHS.discord);
    expect(discord).toHaveTextContent('');
  });

  it('draws only the icons it is given, so a link without its path data shows its name', () => {
    render(<NavBarSocialLinks links={[{ icon: 'github', link: 'https://github.com/lectern/lectern' }]} />);
    expect(screen.getByRole('link', { name: 'github' })).toHaveTextContent('github');
  });

  it('shows an unknown icon name as text', () => {
    render(<NavBarSocialLinks links={links} />);
    const matrix = screen.getByRole('link', { name: 'matrix' });
    expect(matrix).toHaveTextContent('matrix');
    expect(matrix.querySelector('svg')).toBeNull();
  });

  it('renders nothing without links', () => {
    const { container } = render(<NavBarSocialLinks links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<NavBarSocialLinks links={links} />);
    await expectNoAxeViolations(container);
  });
});
