// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWiderThanFrame, watchExampleFrame } from './example-frame.js';

describe('isWiderThanFrame', () => {
  it.each([
    [600, 600, false],
    [600.4, 600, false],
    [601, 600, true],
    [300, 600, false],
  ])('a %d px demo in a %d px frame: %s', (stage, frame, wide) => {
    expect(isWiderThanFrame(stage, frame)).toBe(wide);
  });
});

describe('watchExampleFrame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a frame whose demo is too wide a named keyboard stop, and undoes it once the demo fits', () => {
    let notify = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const frame = document.createElement('div');
    const stage = document.createElement('div');
    frame.append(stage);
    Object.defineProperty(frame, 'clientWidth', { value: 320 });
    let stageWidth = 480;
    stage.getBoundingClientRect = () => ({ width: stageWidth }) as DOMRect;
    let overflowWidth = 0;
    Object.defineProperty(stage, 'scrollWidth', { get: () => overflowWidth });

    watchExampleFrame(frame, stage, 'Live example');
    expect(frame).toHaveProperty('tabIndex', 0);
    expect(frame.getAttribute('role')).toBe('region');
    expect(frame.getAttribute('aria-label')).toBe('Live example');
    expect(frame.hasAttribute('data-wide')).toBe(true);

    stageWidth = 320;
    notify();
    expect(frame.hasAttribute('tabindex')).toBe(false);
    expect(frame.hasAttribute('role')).toBe(false);
    expect(frame.hasAttribute('data-wide')).toBe(false);

    // A demo that sticks out of its stage is too wide as well.
    overflowWidth = 409;
    notify();
    expect(frame.hasAttribute('data-wide')).toBe(true);
  });
});
