import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocFooter, type DocFooterProps } from './DocFooter';

const pattern = 'https://github.com/lectern/docs/edit/main/docs/:path';
const time = Date.UTC(2024, 0, 15, 13, 5);

function renderFooter(props: Partial<DocFooterProps> = {}) {
  return render(<DocFooter relativePath="guide/intro.md" timeZone="UTC" {...props} />);
}

describe('DocFooter edit link', () => {
  it('links to the page source built from the pattern, labelled "Edit this page"', () => {
    renderFooter({ theme: { editLink: { pattern } } });
    const link = screen.getByRole('link', { name: 'Edit this page' });
    expect(link).toHaveAttribute('href', 'https://github.com/lectern/docs/edit/main/docs/guide/intro.md');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
  });

  it("uses the theme's text over the labels", () => {
    const { rerender } = renderFooter({
      theme: { editLink: { pattern } },
      labels: { 'docFooter.editLink': 'Modifier cette page' },
    });
    expect(screen.getByRole('link', { name: 'Modifier cette page' })).toBeInTheDocument();
    rerender(
      <DocFooter
        relativePath="guide/intro.md"
        theme={{ editLink: { pattern, text: 'Suggest changes' } }}
        labels={{ 'docFooter.editLink': 'Modifier cette page' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Suggest changes' })).toBeInTheDocument();
  });

  it('opens a same-site source in the same tab', () => {
    renderFooter({ theme: { editLink: { pattern: '/source/:path' } } });
    const link = screen.getByRole('link', { name: 'Edit this page' });
    expect(link).toHaveAttribute('href', '/source/guide/intro.md');
    expect(link).not.toHaveAttribute('target');
  });

  it('is hidden without a pattern or when the page says editLink: false', () => {
    const { container } = renderFooter({
      frontmatter: { editLink: false },
      theme: { editLink: { pattern } },
    });
    expect(container).toBeEmptyDOMElement();
    renderFooter({ lastUpdated: time });
    expect(screen.queryByRole('link', { name: 'Edit this page' })).not.toBeInTheDocument();
  });
});

describe('DocFooter last updated', () => {
  it('writes "Last updated:" and the short date and time in a <time> element', () => {
    const { container } = renderFooter({ lastUpdated: time });
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(/^Last updated: 1\/15\/24, 1:05\sPM$/);
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2024-01-15T13:05:00.000Z');
  });

  it("writes the time in the page's language and the theme's format, after the theme's text", () => {
    renderFooter({
      lastUpdated: time,
      locale: 'zh-CN',
      theme: { lastUpdated: { text: '最后更新于', formatOptions: { dateStyle: 'long' } } },
    });
    expect(screen.getByText(/^最后更新于:/)).toHaveTextContent('最后更新于: 2024年1月15日');
  });

  it('takes the time as an ISO string, and the label from the labels', () => {
    renderFooter({ lastUpdated: '2024-01-15T13:05:00Z', labels: { 'docFooter.lastUpdated': 'Mis à jour' } });
    expect(screen.getByText(/^Mis à jour:/)).toBeInTheDocument();
  });

  it('prefers a date set in the frontmatter', () => {
    const { container } = renderFooter({
      lastUpdated: time,
      frontmatter: { lastUpdated: new Date(Date.UTC(2023, 5, 1)) },
    });
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2023-06-01T00:00:00.000Z');
  });

  it.each([
    ['there is no time', {}],
    ['the page says lastUpdated: false', { lastUpdated: time, frontmatter: { lastUpdated: false } }],
  ] satisfies [string, Partial<DocFooterProps>][])('is hidden when %s', (_case, props) => {
    const { container } = renderFooter(props);
    expect(container).toBeEmptyDOMElement();
  });

  it('is hidden for an invalid time', () => {
    const { container } = renderFooter({ lastUpdated: 'not a date', theme: { editLink: { pattern } } });
    expect(screen.getByRole('link', { name: 'Edit this page' })).toBeInTheDocument();
    expect(container.querySelector('time')).toBeNull();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });
});

describe('DocFooter pager', () => {
  const prevNext = { prev: { text: 'Intro', link: '/intro' }, next: { text: 'Setup', link: '/setup' } };

  it("labels the sides with the theme's docFooter texts", () => {
    renderFooter({ prevNext, theme: { docFooter: { prev: 'Back', next: 'Onwards' } } });
    expect(screen.getByRole('link', { name: 'Back Intro' })).toHaveAttribute('href', '/intro');
    expect(screen.getByRole('link', { name: 'Onwards Setup' })).toHaveAttribute('href', '/setup');
  });

  it('hides a side the theme switches off', () => {
    renderFooter({ prevNext, theme: { docFooter: { prev: false } } });
    expect(screen.queryByRole('link', { name: /Intro/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page Setup' })).toBeInTheDocument();
  });

  it('renders nothing when both sides are off and there is nothing else', () => {
    const { container } = renderFooter({ prevNext, theme: { docFooter: { prev: false, next: false } } });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DocFooter', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(
      <main>
        <DocFooter
          relativePath="guide/intro.md"
          theme={{ editLink: { pattern } }}
          lastUpdated={time}
          prevNext={{ prev: { text: 'Intro', link: '/intro' } }}
        />
      </main>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('DocFooter texts that fall back to English', () => {
  const prevNext = {
    prev: { text: 'Intro', link: '/ja/intro/' },
    next: { text: 'Setup', link: '/ja/setup/' },
  };

  it('are marked lang="en" on a page in another language, the translated ones are not', () => {
    const { container } = renderFooter({
      theme: { editLink: { pattern } },
      lastUpdated: time,
      prevNext,
      locale: 'ja',
      labels: { 'docFooter.next': '次のページ' },
    });
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Last updated')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Previous page')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('次のページ')).not.toHaveAttribute('lang');
    expect(container.querySelectorAll('[lang="en"]')).toHaveLength(3);
  });

  it('are not marked on an English page, nor where the theme config gives the text', () => {
    const { container, rerender } = renderFooter({
      theme: { editLink: { pattern } },
      lastUpdated: time,
      prevNext,
      locale: 'en',
    });
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
    rerender(
      <DocFooter
        relativePath="guide/intro.md"
        theme={{ editLink: { pattern, text: 'Edit' }, docFooter: { prev: 'Back', next: 'On' } }}
        prevNext={prevNext}
        locale="ja"
      />,
    );
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
