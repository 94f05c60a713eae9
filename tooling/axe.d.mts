import type { Page, TestType } from '@playwright/test';

/** Puts axe in every frame of a context's pages. */
export declare const axeInitScript: { content: string };

/** The rule sets every page must pass: WCAG 2.2 A and AA, and axe's best practices. */
export declare const axeTags: readonly string[];

/** Which part of the page axe looks at, and which rules it leaves out. */
export interface AxeScope {
  /** A CSS selector: only this part of the page. */
  readonly include?: string;
  /** A CSS selector: everything but this part. */
  readonly exclude?: string;
  /** Rule ids not to run, each with a comment in the test saying why. */
  readonly disableRules?: readonly string[];
  /** Rule ids to run instead of every rule of {@link axeTags}, for a test about one thing. */
  readonly only?: readonly string[];
}

/** One rule broken, and where. */
export interface AxeViolation {
  readonly id: string;
  readonly targets: readonly string[];
}

/** A Playwright `test` that loads axe with every page when `axePreload` is on, else when a check asks. */
export declare function withAxe<T extends object, W extends object>(
  test: TestType<T, W>,
): TestType<T & { axePreload: boolean }, W>;

/** The violations axe finds on the page, in all its frames. */
export declare function axeViolations(page: Page, scope?: AxeScope): Promise<AxeViolation[]>;

/** The violations as one line each, `id: target, target`. */
export declare function axeFindings(page: Page, scope?: AxeScope): Promise<string[]>;
