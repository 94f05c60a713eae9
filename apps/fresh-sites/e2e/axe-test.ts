import { withAxe } from '@lectern/tooling/axe';
import { test as base } from '@playwright/test';

export { axeFindings } from '@lectern/tooling/axe';

/** The install check's browser tests: each page loads axe with it, for `axeFindings`. */
export const test = withAxe(base);
