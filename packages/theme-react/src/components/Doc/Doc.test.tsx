import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Doc } from './Doc';

const sidebar = (
  <nav aria-label="Sidebar navigation">
    <a href="/guide/">Guide</a>
  </nav>
);
const outline = (
  <nav aria-label="Table of contents for current page">
    <a href="#usage">Usage</a>
  </nav>
);

describe('Doc', () => {
  it('puts the content in the main landmark the skip link targets', () => {
    render(
      <Doc>
        <h1>Installation</h1>
      </Doc>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { level: 1, name: 'Installation' })).toBeInTheDocument();
  });

  it('tells the search index to read the content and not the doc footer', () => {
    render(
      <Doc
        docFooter={{ relativePath: 'guide/intro.md', prevNext: { next: { text: 'Setup', link: '/setup' } } }}
      >
        <h1>Installation</h1>
      </Doc>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('data-pagefind-body');
    expect(screen.getByRole('link', { name: /Setup/ }).closest('footer')).toHaveAttribute(
      'data-pagefind-ignore',
    );
  });

  it('marks the root with the slots it has, which choose the grid', () => {
    const { container, rerender } = render(<Doc>Text</Doc>);
    const root = container.firstElementChild;
    expect(root).not.toHaveAttribute('data-has-sidebar');
    expect(root).not.toHaveAttribute('data-has-aside');
    expect(root).toHaveAttribute('data-aside-position', 'end');

    rerender(
      <Doc sidebar={sidebar} aside={outline} asidePosition="start">
        Text
      </Doc>,
    );
    expect(root).toHaveAttribute('data-has-sidebar', 'true');
    expect(root).toHaveAttribute('data-has-aside', 'true');
    expect(root).toHaveAttribute('data-aside-position', 'start');
  });

  it('renders the sidebar before the content and the aside, labelled, after it', () => {
    render(
      <Doc sidebar={sidebar} aside={outline}>
        Text
      </Doc>,
    );
    const navigation = screen.getByRole('navigation', { name: 'Sidebar navigation' });
    const main = screen.getByRole('main');
    const aside = screen.getByRole('complementary', { name: 'On this page' });
    expect(within(aside).getByRole('link', { name: 'Usage' })).toBeInTheDocument();
    expect(navigation.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main).not.toContainElement(aside);
  });

  it.each([
    ['null', null],
    ['false', false],
    ['an empty string', ''],
  ])('leaves out slots given %s', (_name, empty) => {
    const { container } = render(
      <Doc sidebar={empty} aside={empty}>
        Text
      </Doc>,
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(container.firstElementChild).not.toHaveAttribute('data-has-sidebar');
    expect(container.firstElementChild?.children).toHaveLength(1);
  });

  it('puts the quickbar above the content and the ad after it, before the doc footer, in the main landmark', () => {
    render(
      <Doc
        quickbar={<nav aria-label="Quick links" />}
        ad={<section aria-label="Sponsor">Ad</section>}
        docFooter={{ relativePath: 'guide/intro.md', prevNext: { next: { text: 'Setup', link: '/setup' } } }}
      >
        <h1>Installation</h1>
      </Doc>,
    );
    const main = screen.getByRole('main');
    const order = [
      within(main).getByRole('navigation', { name: 'Quick links' }),
      within(main).getByRole('heading', { name: 'Installation' }),
      within(main).getByRole('region', { name: 'Sponsor' }),
      within(main).getByRole('link', { name: /Setup/ }),
    ];
    for (const [index, element] of order.slice(1).entries()) {
      const before = order[index] as HTMLElement;
      expect(before.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('names the aside from the labels or the given label', () => {
    const { rerender } = render(
      <Doc aside={outline} labels={{ 'outline.onThisPage': 'Sur cette page' }}>
        Text
      </Doc>,
    );
    expect(screen.getByRole('complementary', { name: 'Sur cette page' })).toBeInTheDocument();
    rerender(
      <Doc aside={outline} asideLabel="Contents">
        Text
      </Doc>,
    );
    expect(screen.getByRole('complementary', { name: 'Contents' })).toBeInTheDocument();
  });

  it('shows the doc footer inside the main content only when given its data', () => {
    const { rerender } = render(<Doc>Text</Doc>);
    expect(screen.queryByRole('navigation', { name: 'Pager' })).not.toBeInTheDocument();
    rerender(
      <Doc
        docFooter={{ relativePath: 'guide/intro.md', prevNext: { next: { text: 'Setup', link: '/setup' } } }}
        labels={{ 'docFooter.next': 'Suivant' }}
      >
        Text
      </Doc>,
    );
    const pager = within(screen.getByRole('main')).getByRole('navigation', { name: 'Pager' });
    expect(within(pager).getByRole('link', { name: 'Suivant Setup' })).toHaveAttribute('href', '/setup');
  });

  it('has no accessibility violations with every part', async () => {
    const { container } = render(
      <Doc
        sidebar={sidebar}
        aside={outline}
        docFooter={{
          relativePath: 'guide/intro.md',
          theme: { editLink: { pattern: 'https://example.com/edit/:path' } },
          lastUpdated: Date.UTC(2024, 0, 15),
          prevNext: { prev: { text: 'Intro', link: '/intro' }, next: { text: 'Setup', link: '/setup' } },
        }}
      >
        <h1>Title</h1>
        <p>
          Some <code>code</code> and a link to <a href="#usage">the usage section</a>.
        </p>
        <h2 id="usage">Usage</h2>
        <table>
          <thead>
            <tr>
              <th>Prop</th>
              <th>Type</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>type</td>
              <td>string</td>
            </tr>
          </tbody>
        </table>
      </Doc>,
    );
    await expectNoAxeViolations(container);
  });
});
