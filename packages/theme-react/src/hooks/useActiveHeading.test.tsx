import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vars } from '../theme/contract.css';
import { NAV_HEIGHT_PROPERTY, useActiveHeading } from './useActiveHeading';

const links = ['#install', '#usage', '#api'];
/** Document tops of the headings. */
const tops: Record<string, number> = { install: 400, usage: 1200, api: 2000 };

function Probe({ offset, list = links }: { offset?: number; list?: string[] }) {
  const active = useActiveHeading(list, { offset });
  return <output>{active ?? 'none'}</output>;
}

/** Puts headings on the page whose boxes follow window.scrollY, like real ones. */
function mountHeadings() {
  for (const [id, top] of Object.entries(tops)) {
    const heading = document.createElement('h2');
    heading.id = id;
    heading.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top - window.scrollY, height: 32 });
    document.body.append(heading);
  }
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

const active = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  document.documentElement.style.setProperty('--lectern-layout-nav-height', '64px');
  scrollTo(0);
  mountHeadings();
});

afterEach(() => {
  vi.useRealTimers();
  for (const id of Object.keys(tops)) document.getElementById(id)?.remove();
  document.documentElement.style.removeProperty('--lectern-layout-nav-height');
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

describe('useActiveHeading', () => {
  it('has no active heading at the top of the page', () => {
    render(<Probe />);
    expect(active()).toBe('none');
  });

  it('activates the last heading that reached the line under the nav bar', () => {
    render(<Probe />);
    act(() => scrollTo(1200 - 64 - 4));
    expect(active()).toBe('#usage');
  });

  it('reads the nav bar height from the theme, within the 4 px tolerance', () => {
    render(<Probe />);
    act(() => scrollTo(1200 - 64 - 5));
    expect(active()).toBe('#install');
  });

  it('activates the last heading at the bottom of the page', () => {
    render(<Probe />);
    act(() => scrollTo(3000 - 800));
    expect(active()).toBe('#api');
  });

  it('takes an offset', () => {
    render(<Probe offset={0} />);
    act(() => scrollTo(1196));
    expect(active()).toBe('#usage');
  });

  it('updates at most once per 100 ms while scrolling, and once more after the last event', () => {
    render(<Probe offset={0} />);
    act(() => scrollTo(400));
    expect(active()).toBe('#install');
    act(() => scrollTo(1200));
    expect(active()).toBe('#install');
    act(() => vi.advanceTimersByTime(100));
    expect(active()).toBe('#usage');
  });

  it('follows resizes', () => {
    render(<Probe offset={0} />);
    act(() => scrollTo(1250));
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1800 });
    act(() => {
      vi.advanceTimersByTime(100);
      window.dispatchEvent(new Event('resize'));
    });
    expect(active()).toBe('#api');
  });

  it('ignores links whose heading is missing, and stops listening on unmount', () => {
    const { unmount } = render(<Probe offset={0} list={['#missing', '#usage']} />);
    act(() => scrollTo(1300));
    expect(active()).toBe('#usage');
    unmount();
    expect(() => scrollTo(0)).not.toThrow();
  });
});

describe('NAV_HEIGHT_PROPERTY', () => {
  it("is the theme contract's nav height property", () => {
    expect(vars.layout.navHeight).toBe(`var(${NAV_HEIGHT_PROPERTY})`);
  });
});
