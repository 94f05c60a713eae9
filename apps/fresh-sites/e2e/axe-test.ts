import { withAxe } from '@lectern/tooling/axe';
import { test as base } from '@playwright/test';

export { axeFindings } from '@lectern/tooling/axe';

/** The install check's browser tests: a page gets axe when `axeFindings` first asks for it. */
export const test = withAxe(base);
