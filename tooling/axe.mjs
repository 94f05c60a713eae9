// How every browser test runs axe: the rules of WCAG 2.2 AA and axe's best practices, inside the page.
//
// `@axe-core/playwright` sends axe's 650 KB source through the DevTools protocol on every call and, by
// default, opens a second page to combine the frames' results: 2–10 s a call on a two-core machine, most of
// a test's time. Here axe is an init script of the browser context instead, so Chromium loads it with the
// page (from its code cache after the first time) and a call costs what axe itself takes. A frame without
// it (a page of a context made without the init script) gets axe evaluated into it, the slow way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Puts axe in every frame of the context's pages. */
export const axeInitScript = { content: axeSource };

/** The rule sets every page must pass. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * A Playwright `test` that can load axe with every page of its contexts (see {@link axeInitScript}): on
 * with `test.use({ axePreload: true })`, for tests that check page after page. Off, a page gets axe when a
 * check first asks for it (a quarter of a second, against 60 ms added to every page load when preloaded:
 * most tests never run axe).
 *
 * @example export const test = withAxe(base);
 */
export function withAxe(test) {
  return test.extend({
    axePreload: [false, { option: true }],
    context: async ({ context, axePreload }, use) => {
      if (axePreload) await context.addInitScript(axeInitScript);
      await use(context);
    },
  });
}

/**
 * The violations axe finds on the page (all its frames), one `{ id, targets }` each.
 *
 * @example
 * expect(await axeViolations(page, { include: '.DocSearch-Modal', disableRules: ['nested-interactive'] })).toEqual([]);
 */
export async function axeViolations(page, { include, exclude, disableRules = [], only } = {}) {
  const options = {
    runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: axeTags },
    rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  };
  const scope = { include: include ? [include] : [], exclude: exclude ? [exclude] : [] };
  const context = scope.include.length > 0 ? scope : { exclude: scope.exclude };
  const main = page.mainFrame();
  await ensureAxe(main);
  // The frames within the context, each with the frame it holds once loaded: asked for once, and used both
  // to choose the path and to check the frames.
  const frames = await framesWithin(main, context);
  // A page without a loaded frame is checked in one run: the partial results of the frame path carry every
  // node axe looked at, which on a long page (thousands of elements) costs several times the check itself.
  // (A lazy frame not yet loaded is checked as an element by both paths, and its document by neither.)
  if (!frames.some(({ child }) => child)) {
    const violations = await main.evaluate(
      async ({ context, options }) =>
        (await window.axe.run(context, { ...options, iframes: false })).violations,
      { context, options },
    );
    return violations.map(asFinding);
  }
  // Each frame checks itself (a sandboxed preview cannot answer the top frame's axe), then the top frame's
  // axe puts the parts together.
  const parts = await checkFrame(main, context, frames, options);
  const violations = await page.evaluate(
    async ({ parts, options }) => (await window.axe.finishRun(parts, options)).violations,
    { parts, options },
  );
  return violations.map(asFinding);
}

/** The frames axe finds within the context of a frame (which has axe), each with its loaded frame, if any. */
async function framesWithin(frame, context) {
  const inner = await frame.evaluate((context) => window.axe.utils.getFrameContexts(context), context);
  return Promise.all(
    inner.map(async ({ frameSelector, frameContext }) => ({
      frameContext,
      child: (await (await frame.locator(frameSelector).elementHandle())?.contentFrame()) ?? undefined,
    })),
  );
}

/** A violation as the tests print it: the rule and the elements it found. */
const asFinding = (violation) => ({
  id: violation.id,
  targets: violation.nodes.map((node) => node.target.join(' ')),
});

/**
 * The partial results of a frame (which has axe) and, depth first, of the frames inside it (`null` for one
 * not loaded or out of reach), given the frames within its context.
 */
async function checkFrame(frame, context, frames, options) {
  const parts = [
    await frame.evaluate(({ context, options }) => window.axe.runPartial(context, options), {
      context,
      options,
    }),
  ];
  for (const { frameContext, child } of frames) {
    if (!child) {
      parts.push(null);
      continue;
    }
    await ensureAxe(child);
    const scope = { include: frameContext.include ?? [], exclude: frameContext.exclude ?? [] };
    const childContext = scope.include.length > 0 ? scope : { exclude: scope.exclude };
    parts.push(...(await checkFrame(child, childContext, await framesWithin(child, childContext), options)));
  }
  return parts;
}

/** A frame without axe (not preloaded, or out of the init script's reach) gets it here. */
async function ensureAxe(frame) {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeInitScript.content);
}

/**
 * The violations as one line each, `id: target, target` — what a failing test prints.
 *
 * @example expect(await axeFindings(page)).toEqual([]);
 */
export async function axeFindings(page, options) {
  return (await axeViolations(page, options)).map(({ id, targets }) => `${id}: ${targets.join(', ')}`);
}
