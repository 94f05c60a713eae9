// @vitest-environment jsdom
import { act, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleIdPrefix, LIVE_EXAMPLE_ATTRIBUTE, startLiveExample, startLiveExamples } from './example-live';

// The site's examples are a virtual module of the build; each test passes its own loader.
vi.mock('./example-modules', () => ({ loadExample: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An example with state, ids and a button, as a site's example would have. */
function Counter() {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>Name</label>
      <input id={id} defaultValue="" />
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Clicked {count}
      </button>
    </div>
  );
}

function Broken(): never {
  throw new Error('broken example');
}

/** The stage ExamplePreview.astro draws: the server's rendering of the example, with its name. */
function stage(file: string, Example = Counter): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute(LIVE_EXAMPLE_ATTRIBUTE, file);
  element.dataset.exampleError = `Could not load example \`${file}\``;
  element.innerHTML = renderToString(<Example />, { identifierPrefix: exampleIdPrefix(file) });
  document.body.append(element);
  return element;
}

/** Starts the stage with a loader the test resolves, and an idle callback it calls. */
function start(element: HTMLElement, Example: typeof Counter | null = Counter) {
  let idle: () => void = () => {};
  let resolve: () => void = () => {};
  const loaded = new Promise<void>((done) => {
    resolve = done;
  });
  const load = vi.fn(async () => {
    await loaded;
    return Example ?? undefined;
  });
  startLiveExample(element, { load, whenIdle: (task) => (idle = task) });
  return { load, idle: () => idle(), resolve };
}

const flush = () => act(async () => await new Promise((done) => setTimeout(done, 0)));

// React's scheduler may still have work queued after a test (the roots stay mounted): it is done before
// the next test, and before the file's DOM goes away under it.
afterEach(async () => {
  await flush();
  document.body.replaceChildren();
  await flush();
});

describe('a live example', () => {
  it('names its ids after the example, as the server did', () => {
    expect(exampleIdPrefix('button/basic')).toBe('button-basic-');
  });

  it('loads when the browser is idle and hydrates the server HTML in place, keeping what was typed', async () => {
    const element = stage('counter/basic');
    const input = element.querySelector('input') as HTMLInputElement;
    const server = { input, button: element.querySelector('button') };
    input.value = 'typed early';
    const live = start(element);
    expect(live.load).not.toHaveBeenCalled();
    live.idle();
    expect(live.load).toHaveBeenCalledWith('counter/basic');
    live.resolve();
    await flush();
    // The same nodes, now React's: nothing drawn again.
    expect(element.querySelector('input')).toBe(server.input);
    expect(element.querySelector('button')).toBe(server.button);
    expect(input.value).toBe('typed early');
    expect(element).toHaveProperty('dataset.exampleReady', '');
    await act(async () => server.button?.click());
    expect(server.button?.textContent).toBe('Clicked 1');
  });

  it('holds a click made before it is live and gives it again once it is', async () => {
    const element = stage('counter/held');
    const live = start(element);
    const button = element.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(live.load).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Clicked 0');
    live.resolve();
    await flush();
    await flush();
    expect(button.textContent).toBe('Clicked 1');
  });

  it('loads as soon as the visitor reaches into it', () => {
    const element = stage('counter/reach');
    const live = start(element);
    element.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(live.load).toHaveBeenCalledTimes(1);
    live.idle();
    expect(live.load).toHaveBeenCalledTimes(1);
  });

  it('says so in its place when it cannot load', async () => {
    const element = stage('counter/missing');
    const live = start(element, null);
    live.idle();
    live.resolve();
    await flush();
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not load example `counter/missing`',
    );
  });

  it('says so in its place when it fails while it runs', async () => {
    const element = stage('counter/broken');
    const live = start(element, Broken as unknown as typeof Counter);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    live.idle();
    live.resolve();
    await flush();
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not load example `counter/broken`',
    );
  });

  it('starts every example of a page', () => {
    stage('counter/a');
    stage('counter/b');
    const load = vi.fn(async (_file: string) => Counter);
    const idle: (() => void)[] = [];
    startLiveExamples(document, { load, whenIdle: (task) => idle.push(task) });
    for (const task of idle) task();
    expect(load.mock.calls.map(([file]) => file)).toEqual(['counter/a', 'counter/b']);
  });
});
