import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldClick } from './held-click';

afterEach(() => document.body.replaceChildren());

function area(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('heldClick', () => {
  it('holds a click on a control of the area and gives it back once', () => {
    const island = area('<button type="button">Go</button>');
    const button = island.querySelector('button') as HTMLButtonElement;
    const clicks = heldClick(island);
    const later = vi.fn();
    let taken = false;
    island.addEventListener(
      'click',
      (event) => {
        if (!taken) taken = clicks.take(event);
      },
      true,
    );
    button.addEventListener('click', later);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(taken).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    expect(later).not.toHaveBeenCalled();
    clicks.giveBack();
    expect(later).toHaveBeenCalledTimes(1);
    clicks.giveBack();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('leaves links, clicks outside the area and clicks another script took alone', () => {
    const island = area('<a href="#x">Link</a><span>Text</span>');
    const outside = area('<button type="button">Other</button>');
    const clicks = heldClick(island);
    const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });
    expect(clicks.take(Object.assign(click(), {}))).toBe(false);
    const onLink = click();
    island.querySelector('a')?.addEventListener('click', (event) => expect(clicks.take(event)).toBe(false));
    island.querySelector('a')?.dispatchEvent(onLink);
    const onOther = click();
    outside
      .querySelector('button')
      ?.addEventListener('click', (event) => expect(clicks.take(event)).toBe(false));
    outside.querySelector('button')?.dispatchEvent(onOther);
    const taken = click();
    taken.preventDefault();
    expect(clicks.take(taken)).toBe(false);
  });

  it('gives nothing back when the control has left the page', () => {
    const island = area('<button type="button">Go</button>');
    const button = island.querySelector('button') as HTMLButtonElement;
    const clicks = heldClick(island);
    const later = vi.fn();
    button.addEventListener('click', (event) => {
      if (!clicks.take(event)) later();
    });
    button.click();
    button.remove();
    clicks.giveBack();
    expect(later).not.toHaveBeenCalled();
  });
});
