import type { OutlineHeader } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outline } from './Outline';
import { outlineLinks } from './outline-links';

const headers: OutlineHeader[] = [
  {
    title: 'Installation',
    link: '#installation',
    level: 2,
    children: [{ title: 'With pnpm', link: '#with-pnpm', level: 3, children: [] }],
  },
  { title: 'Usage', link: '#usage', level: 2, children: [] },
];

/** Document tops of the headings on the page. */
const tops: Record<string, number> = { installation: 400, 'with-pnpm': 900, usage: 1600 };

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
  scrollTo(0);
  for (const [id, top] of Object.entries(tops)) {
    const heading = document.createElement('h2');
    heading.id = id;
    heading.getBoundingClientRect = () => DOMRect.fromRect({ y: top - window.scrollY, height: 32 });
    document.body.append(heading);
  }
});

afterEach(() => {
  vi.useRealTimers();
  for (const id of Object.keys(tops)) document.getElementById(id)?.remove();
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

const outline = () => screen.getByRole('navigation', { name: 'Table of contents for current page' });
const currentLinks = () =>
  within(outline())
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => link.textContent);

describe('Outline', () => {
  it('is a navigation landmark titled "On this page" with the nested headings', () => {
    render(<Outline headers={headers} />);
    expect(within(outline()).getByRole('heading', { name: 'On this page' })).toBeInTheDocument();
    const nested = within(outline()).getByRole('link', { name: 'With pnpm' });
    expect(nested).toHaveAttribute('href', '#with-pnpm');
    expect(nested.closest('ul')?.closest('li')).toContainElement(
      screen.getByRole('link', { name: 'Installation' }),
    );
  });

  it('takes a title and labels', () => {
    render(<Outline headers={headers} title="Contents" labels={{ 'outline.label': 'Inhalt der Seite' }} />);
    const nav = screen.getByRole('navigation', { name: 'Inhalt der Seite' });
    expect(within(nav).getByRole('heading', { name: 'Contents' })).toBeInTheDocument();
  });

  it('marks no heading at the top of the page, then the heading being read, and the last at the bottom', () => {
    render(<Outline headers={headers} />);
    expect(currentLinks()).toEqual([]);
    act(() => scrollTo(900));
    expect(currentLinks()).toEqual(['With pnpm']);
    expect(within(outline()).getByRole('link', { name: 'With pnpm' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    act(() => {
      vi.advanceTimersByTime(100);
      scrollTo(4000 - 800);
    });
    expect(currentLinks()).toEqual(['Usage']);
  });

  it('shows the marker beside the active link only', () => {
    const { container } = render(<Outline headers={headers} />);
    const marker = container.querySelector('[aria-hidden="true"]');
    expect(marker).not.toHaveAttribute('data-visible');
    act(() => scrollTo(1700));
    expect(marker).toHaveAttribute('data-visible');
  });

  it('places the marker at the active link, measured inside the outline', () => {
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      if (this.tagName === 'NAV') return DOMRect.fromRect({ y: 100, height: 300 });
      if (this.getAttribute('href') === '#usage') return DOMRect.fromRect({ y: 180, height: 24 });
      return original.call(this);
    };
    try {
      const { container } = render(<Outline headers={headers} />);
      act(() => scrollTo(1700));
      const marker = container.querySelector<HTMLElement>('[aria-hidden="true"]');
      expect(marker?.getAttribute('style')).toMatch(/inset-block-start: 80px/);
      expect(marker?.getAttribute('style')).toMatch(/block-size: 24px/);
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
    }
  });

  it('renders nothing without headers', () => {
    const { container } = render(<Outline headers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Outline headers={headers} />);
    act(() => scrollTo(900));
    vi.useRealTimers(); // axe waits on timers
    await expectNoAxeViolations(container);
  });
});

describe('outlineLinks', () => {
  it('lists the links depth first, in document order', () => {
    expect(outlineLinks(headers)).toEqual(['#installation', '#with-pnpm', '#usage']);
    expect(outlineLinks([])).toEqual([]);
  });
});

describe('Outline title language', () => {
  it.each([
    ['the default title falling back to English on a Japanese page', undefined, 'ja', {}, 'en'],
    ['the same default title resolved by the caller', 'On this page', 'ja', {}, 'en'],
    ['a title the page gives in Chinese', undefined, 'zh-CN', { 'outline.onThisPage': '本页目录' }, null],
    ['a title of its own', 'Contents', 'ja', {}, null],
    ['the default title on an English page', undefined, 'en', {}, null],
  ] as const)('marks %s as %j', (_case, title, locale, labels, expected) => {
    render(<Outline headers={headers} title={title} locale={locale} labels={labels} />);
    expect(screen.getByRole('navigation').querySelector('h2')?.getAttribute('lang')).toBe(expected);
  });
});
