import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows 404, PAGE NOT FOUND, a quote and a link "Take me home" to the home page', () => {
    render(<NotFound />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(screen.getByText(/this page is/).closest('blockquote')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Take me home' });
    expect(link).toHaveAccessibleDescription('go to home');
    expect(link).toHaveAttribute('href', '/');
  });

  it("leads to the current language's home", () => {
    render(<NotFound homeLink="/zh-CN/" />);
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/zh-CN/');
  });

  it('takes its texts from the labels', () => {
    render(
      <NotFound
        labels={{
          'notFound.title': '页面未找到',
          'notFound.quote': '迷路了',
          'notFound.linkText': '回到首页',
          'notFound.linkLabel': '前往首页',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '页面未找到' })).toBeInTheDocument();
    expect(screen.getByText('迷路了')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页' })).toHaveAccessibleDescription('前往首页');
  });

  it("prefers the theme's notFound texts over the labels", () => {
    render(
      <NotFound
        notFound={{
          code: 'Oops',
          title: 'Nothing here',
          quote: 'Try the search.',
          linkText: 'Back to the home',
          linkLabel: 'Back to the home page',
        }}
        labels={{ 'notFound.title': 'Ignored', 'notFound.linkText': 'Ignored' }}
      />,
    );
    expect(screen.getByText('Oops')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.getByText('Try the search.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Back to the home page' });
    expect(link).toHaveTextContent('Back to the home');
    expect(link).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Ignored')).not.toBeInTheDocument();
  });

  // Label in Name (WCAG 2.5.3): axe checks it only in a real browser (the Storybook tests).
  it('uses the link label as the name only when it contains the visible text', () => {
    render(<NotFound notFound={{ linkLabel: 'Take me home, to the start page' }} />);
    const link = screen.getByRole('link', { name: 'Take me home, to the start page' });
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('has no description for an empty link label', () => {
    render(<NotFound notFound={{ linkLabel: '' }} />);
    const link = screen.getByRole('link', { name: 'Take me home' });
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('leaves out an empty quote', () => {
    const { container } = render(<NotFound notFound={{ quote: '' }} />);
    expect(container.querySelector('blockquote')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <main>
        <NotFound />
      </main>,
    );
    await expectNoAxeViolations(container);
  });
});
