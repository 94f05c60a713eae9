// The playground's preview frame: compiles the code it is sent (sucrase), renders the example with the
// theme's components and styles, and reports back how it went. Built apart from the site (see
// playground-runtime.ts) and run in a sandboxed frame with no access to the site's cookies or storage.
import '@lectern/theme-react/styles.css';
import * as themeReact from '@lectern/theme-react';
import * as react from 'react';
import { Component, type ComponentType, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { createRoot } from 'react-dom/client';
import { transform } from 'sucrase';
import { type CodeProblem, runExample, type Transform } from './playground-run';
import { isRunMessage, type ResultMessage } from './preview-messages';

const modules = { react, 'react/jsx-runtime': jsxRuntime, '@lectern/theme-react': themeReact };
const container = document.getElementById('preview') as HTMLElement;
const root = createRoot(container);

/** The problem of the latest run, if any. */
let problem: CodeProblem | undefined;
/** The number of the latest run, which every report carries. */
let run = 0;

/** Tells the playground how the latest run went and how tall the preview is now. */
function report() {
  const message: ResultMessage = {
    type: 'lectern-playground:result',
    run,
    problem,
    height: Math.ceil(document.body.getBoundingClientRect().height),
  };
  window.parent.postMessage(message, '*');
}

/** Reports what the example throws while it renders, and shows nothing in its place. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    problem = { message: `${error.name}: ${error.message}` };
    report();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders the example and reports at once that it rendered, then its height once it has painted. The
 * first report matters: while the last run had a problem, the playground hides this frame, and a hidden
 * frame gets no animation frames until it shows again.
 */
function Rendered({ Example }: { Example: ComponentType }) {
  react.useEffect(() => {
    report();
    requestAnimationFrame(() => report());
  });
  return <Example />;
}

let revision = 0;
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || !isRunMessage(event.data)) return;
  document.documentElement.dataset.theme = event.data.theme;
  run = event.data.run;
  const result = runExample(event.data.code, transform as Transform, modules);
  revision += 1;
  problem = result.ok ? undefined : result.problem;
  if (!result.ok) {
    root.render(null);
    report();
    return;
  }
  root.render(
    <Boundary key={revision}>
      <Rendered Example={result.component} />
    </Boundary>,
  );
});

// The preview is a picture of the example: its links do not take the frame elsewhere.
document.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest('a[href]')) event.preventDefault();
});

new ResizeObserver(() => report()).observe(document.body);
window.parent.postMessage({ type: 'lectern-playground:ready' }, '*');
