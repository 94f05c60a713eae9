import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  OUTLINE_ACTIVE_TOLERANCE_PX,
  SCROLL_THROTTLE_MS,
  SEARCH_OPEN_RETRY_MS,
  SIDEBAR_MAX_DEPTH,
  SIDEBAR_TRANSITION_DELAY_MS,
} from './constants.js';

describe('the product constants', () => {
  it('match the specification', () => {
    expect(BREAKPOINTS).toEqual({ columns: 640, navScreenClose: 768, sidebar: 960, asideWithSidebar: 1280 });
    expect(SCROLL_THROTTLE_MS).toBe(100);
    expect(OUTLINE_ACTIVE_TOLERANCE_PX).toBe(4);
    expect(SIDEBAR_TRANSITION_DELAY_MS).toBe(300);
    expect(SEARCH_OPEN_RETRY_MS).toBe(16);
    expect(SIDEBAR_MAX_DEPTH).toBe(5);
  });
});
