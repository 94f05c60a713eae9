// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REACH_EVENTS, reachDirective } from './reach-directive';

/** The element `selector` finds in `root`; the test fails when there is none. */
function element<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`no element matches ${selector}`);
  return found;
}

const options = { name: 'reach', value: '' };

/** An island with a button and a link, and its directive attached. */
function island() {
  let hydrated = false;
  const clicks: string[] = [];
  const root = document.createElement('astro-island');
  root.innerHTML = '<button type="button">Menu</button><a href="#docs">Docs</a>';
  document.body.append(root);
  const button = element('button', root);
  // What the island's code does once hydrated: its button reacts.
  button.addEventListener('click', () => {
    if (hydrated) clicks.push('button');
  });
  let finish: () => void = () => undefined;
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          hydrated = true;
          resolve();
        };
      }),
  );
  const load = vi.fn(async () => run);
  reachDirective(load, options, root);
  return {
    element: root,
    button,
    link: element<HTMLAnchorElement>('a', root),
    load,
    run,
    clicks,
    finish: () => finish(),
  };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the client:reach directive', () => {
  it('loads nothing until the visitor reaches into the island', async () => {
    const { load } = island();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await frame();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(REACH_EVENTS)('hydrates once on %s inside it', async (name) => {
    const { button, load, run } = island();
    button.dispatchEvent(new Event(name, { bubbles: true }));
    button.dispatchEvent(new Event(name, { bubbles: true }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a button before hydration and gives it again once hydrated', async () => {
    const { button, clicks, run, finish } = island();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    await vi.waitFor(() => expect(run).toHaveBeenCalled());
    finish();
    await vi.waitFor(() => expect(clicks).toEqual(['button']));
  });

  it('lets a click through once hydrated, and never holds a link', async () => {
    const { button, link, clicks, run, finish } = island();
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(run).toHaveBeenCalled());
    finish();
    await frame();
    button.click();
    expect(clicks).toEqual(['button']);
  });

  it('leaves alone a click another script took', async () => {
    const { element, button, run } = island();
    document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    let reached = false;
    element.addEventListener('click', () => {
      reached = true;
    });
    button.dispatchEvent(click);
    expect(reached).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });

  it('is the default export Astro loads', async () => {
    expect((await import('./reach-directive')).default).toBe(reachDirective);
  });
});
