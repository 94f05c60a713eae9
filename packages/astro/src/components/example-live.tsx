// A live example: the server's rendering of it (ExamplePreview.astro) made interactive in place. The
// example's own module loads when the browser is idle or when the visitor first reaches into it, and
// React hydrates the server's HTML rather than drawing it again, so what was typed into it stays, and a
// click on one of its buttons before then is held and given again once it works.
import { REACH_EVENTS } from '@lectern/theme-core';
import { heldClick } from '@lectern/theme-react/dom';
import { Component, type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadExample } from './example-modules.js';

/** The attribute of an example's stage naming the example (`button/basic`); see ExamplePreview.astro. */
export const LIVE_EXAMPLE_ATTRIBUTE = 'data-example-live';

/** The attribute a stage gets once its example is live (hydrated, its handlers in place). */
export const EXAMPLE_READY_ATTRIBUTE = 'data-example-ready';

/**
 * The prefix of an example's ids (`useId`), the same on the server and in the browser: each example is
 * rendered on its own, so two examples on a page would otherwise share ids.
 *
 * @example exampleIdPrefix('button/basic') // 'button-basic-'
 */
export function exampleIdPrefix(file: string): string {
  return `${file.replace(/[^a-zA-Z0-9]/g, '-')}-`;
}

/** Shows the error message in place of an example that fails while it runs; the rest of the page goes on. */
class ExampleBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">{this.props.message}</p> : this.props.children;
  }
}

/** Says when the example has hydrated: its effects run once its event handlers are in place. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** How {@link startLiveExample} loads an example and waits for the browser to be idle; tests pass their own. */
export interface LiveExampleOptions {
  readonly load?: (file: string) => Promise<ComponentType | undefined>;
  readonly whenIdle?: (task: () => void) => void;
}

function browserIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 4000 });
  else setTimeout(task, 200);
}

/**
 * Makes one example's stage live: loads its module when the browser is idle or on the first of
 * `REACH_EVENTS` inside it, then hydrates the server's HTML with it. An example that cannot load shows
 * its error message (`data-example-error`) instead; one that throws while it runs, too.
 */
export function startLiveExample(
  stage: HTMLElement,
  { load = loadExample, whenIdle = browserIdle }: LiveExampleOptions = {},
): void {
  const file = stage.getAttribute(LIVE_EXAMPLE_ATTRIBUTE) ?? '';
  const message = stage.dataset.exampleError ?? '';
  const clicks = heldClick(stage);
  let started = false;
  const hold = (event: MouseEvent) => {
    if (clicks.take(event)) start();
  };
  const ready = () => {
    stage.removeEventListener('click', hold, true);
    stage.setAttribute(EXAMPLE_READY_ATTRIBUTE, '');
    clicks.giveBack();
  };
  const fail = () => {
    stage.removeEventListener('click', hold, true);
    const alert = stage.ownerDocument.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = message;
    stage.replaceChildren(alert);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const name of REACH_EVENTS) stage.removeEventListener(name, start, true);
    load(file).then((Example) => {
      if (!Example) return fail();
      hydrateRoot(
        stage,
        <ExampleBoundary message={message}>
          <Hydrated onHydrated={ready}>
            <Example />
          </Hydrated>
        </ExampleBoundary>,
        { identifierPrefix: exampleIdPrefix(file) },
      );
    }, fail);
  };
  for (const name of REACH_EVENTS) stage.addEventListener(name, start, { capture: true, passive: true });
  stage.addEventListener('click', hold, true);
  whenIdle(start);
}

/** Makes every example on the page live (see {@link startLiveExample}). */
export function startLiveExamples(root: ParentNode = document, options?: LiveExampleOptions): void {
  for (const stage of root.querySelectorAll<HTMLElement>(`[${LIVE_EXAMPLE_ATTRIBUTE}]`)) {
    startLiveExample(stage, options);
  }
}
