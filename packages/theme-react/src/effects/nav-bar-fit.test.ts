import { afterEach, describe, expect, it } from 'vitest';
import { navBarFitScript } from '../first-paint/scripts';
import { fitNavBar, navBarFits } from './nav-bar-fit';

const root = document.documentElement;

describe('navBarFits', () => {
  const items = { left: 200, right: 1000 };
  it.each([
    [
      'every item inside, the title whole',
      [{ left: 300, right: 400 }],
      { scrollWidth: 80, clientWidth: 80 },
      true,
    ],
    [
      'an item pushed over the title',
      [{ left: 150, right: 400 }],
      { scrollWidth: 80, clientWidth: 80 },
      false,
    ],
    ['an item past the edge', [{ left: 900, right: 1010 }], undefined, false],
    ['the title cut short', [{ left: 300, right: 400 }], { scrollWidth: 120, clientWidth: 60 }, false],
    [
      'half a pixel of rounding',
      [{ left: 199.6, right: 1000.4 }],
      { scrollWidth: 80, clientWidth: 79.6 },
      true,
    ],
  ])('%s', (_case, shown, title, fits) => {
    expect(navBarFits({ items, shown, title })).toBe(fits);
  });
});

/**
 * A bar whose items fit only from a given step on: jsdom has no layout, so each box is what a browser
 * would measure at that step.
 */
function bar(fitsFrom: 'none' | 'compact' | 'menu' | 'never') {
  document.body.innerHTML = `
    <header data-lectern-nav-bar>
      <a><span data-nav-bar-title>Lectern</span></a>
      <div data-nav-bar-items><button>Search</button><nav>Menu</nav></div>
    </header>`;
  const order = ['none', 'compact', 'menu'];
  const fits = () => {
    const step = root.getAttribute('data-nav-fit') ?? 'none';
    return fitsFrom !== 'never' && order.indexOf(step) >= order.indexOf(fitsFrom);
  };
  const box = (left: number, right: number) => ({ left, right, width: right - left }) as DOMRect;
  const header = document.querySelector<HTMLElement>('[data-lectern-nav-bar]');
  const items = document.querySelector<HTMLElement>('[data-nav-bar-items]');
  if (!header || !items) throw new Error('no bar');
  header.getBoundingClientRect = () => box(0, 800);
  items.getBoundingClientRect = () => box(200, 800);
  for (const child of items.children) {
    (child as HTMLElement).getBoundingClientRect = () => (fits() ? box(300, 400) : box(100, 400));
  }
}

afterEach(() => root.removeAttribute('data-nav-fit'));

describe('fitNavBar', () => {
  it.each([
    ['none', null],
    ['compact', 'compact'],
    ['menu', 'menu'],
    ['never', 'menu'],
  ] as const)('takes the steps a bar whose items fit from %s needs', (fitsFrom, attribute) => {
    bar(fitsFrom);
    const stop = fitNavBar();
    expect(root.getAttribute('data-nav-fit')).toBe(attribute);
    stop();
  });

  it('does nothing on a page without the bar', () => {
    document.body.innerHTML = '<main></main>';
    fitNavBar()();
    expect(root.hasAttribute('data-nav-fit')).toBe(false);
  });
});

describe('navBarFitScript', () => {
  it.each([
    ['none', null],
    ['compact', 'compact'],
    ['never', 'menu'],
  ] as const)(
    'takes, on its own before any module loads, the steps a bar fitting from %s needs',
    (fitsFrom, attribute) => {
      bar(fitsFrom);
      // As the page runs it: a script of its own, with no name of this module in reach.
      new Function(navBarFitScript())();
      expect(root.getAttribute('data-nav-fit')).toBe(attribute);
    },
  );

  it('does nothing on a page without the bar', () => {
    document.body.innerHTML = '<main></main>';
    new Function(navBarFitScript())();
    expect(root.hasAttribute('data-nav-fit')).toBe(false);
  });
});
