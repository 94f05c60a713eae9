// The playground in the browser: loads the editor in place of the text area, sends the code to the
// preview frame a moment after each keystroke (with the page's theme), shows the problem the frame
// reports in place of the preview, keeps the code in the address and copies the link. Loaded on the
// playground's page only.
import type { CodeEditor } from './code-editor';
import { PLAYGROUND_EXAMPLES } from './examples';
import { codeOfHash, hashOfCode } from './playground-url';
import { isReadyMessage, isResultMessage, type RunMessage } from './preview-messages';

const RUN_DELAY_MS = 250;
const MIN_PREVIEW_HEIGHT = 120;

const playground = document.querySelector<HTMLElement>('[data-playground]');
const part = <Element extends HTMLElement>(name: string) =>
  playground?.querySelector<Element>(`[data-playground-${name}]`) ?? undefined;
const select = part<HTMLSelectElement>('example');
const copy = part<HTMLButtonElement>('copy');
const copied = part('copied');
const editorHost = part('editor');
const textarea = part<HTMLTextAreaElement>('textarea');
const loading = part('loading');
const problemBox = part('problem');
const goToButton = part<HTMLButtonElement>('goto');
const message = part('message');
const frame = part<HTMLIFrameElement>('frame');

if (
  playground &&
  select &&
  copy &&
  copied &&
  editorHost &&
  textarea &&
  loading &&
  problemBox &&
  goToButton &&
  message &&
  frame
) {
  let code = textarea.value;
  let editor: CodeEditor | undefined;
  let frameReady = false;
  let edited = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let problemAt: { line: number; column: number } | undefined;
  // The number of the latest run sent: a result of an earlier one (the frame reports on resizes too)
  // must not bring back its problem over the latest code's preview.
  let lastRun = 0;

  const send = () => {
    if (!frameReady || !frame.contentWindow) return;
    lastRun += 1;
    const run: RunMessage = {
      type: 'lectern-playground:run',
      run: lastRun,
      code,
      theme: document.documentElement.dataset.theme ?? 'light',
    };
    // The frame has no origin of its own (sandboxed): it can only be addressed as '*'.
    frame.contentWindow.postMessage(run, '*');
  };

  const changed = (next: string) => {
    code = next;
    edited = true;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      send();
      const hash = await hashOfCode(code);
      history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
    }, RUN_DELAY_MS);
  };

  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return;
    if (isReadyMessage(event.data)) {
      frameReady = true;
      loading.hidden = true;
      send();
      return;
    }
    if (!isResultMessage(event.data) || event.data.run !== lastRun) return;
    const { problem, height } = event.data;
    frame.style.blockSize = `${Math.max(height, MIN_PREVIEW_HEIGHT)}px`;
    frame.hidden = problem !== undefined;
    problemBox.hidden = problem === undefined;
    message.textContent = problem?.message ?? '';
    problemAt =
      problem?.line !== undefined && problem.column !== undefined
        ? { line: problem.line, column: problem.column }
        : undefined;
    goToButton.hidden = problemAt === undefined;
    goToButton.textContent = problemAt ? `Line ${problemAt.line}, column ${problemAt.column}` : '';
  });

  goToButton.addEventListener('click', () => {
    if (problemAt) editor?.goTo(problemAt.line, problemAt.column);
  });

  select.addEventListener('change', () => {
    const example = PLAYGROUND_EXAMPLES.find((candidate) => candidate.id === select.value);
    if (!example) return;
    select.querySelector('option[value=""]')?.remove();
    if (editor) editor.setCode(example.code);
    else textarea.value = example.code;
    changed(example.code);
  });

  copy.addEventListener('click', async () => {
    const link = `${window.location.origin}${window.location.pathname}${await hashOfCode(code)}`;
    history.replaceState(history.state, '', link);
    try {
      await navigator.clipboard.writeText(link);
      copied.textContent = 'Link copied.';
    } catch {
      copied.textContent = 'The address bar has the link to copy.';
    }
  });

  textarea.addEventListener('input', () => changed(textarea.value));

  // The preview follows the page's theme when the visitor switches it.
  new MutationObserver(() => send()).observe(document.documentElement, { attributeFilter: ['data-theme'] });

  (async () => {
    const shared = await codeOfHash(window.location.hash);
    if (shared !== undefined) {
      code = shared;
      textarea.value = shared;
      select.insertAdjacentHTML('afterbegin', '<option value="">Your code</option>');
      select.value = '';
    }
    frame.src = playground.dataset.previewSrc ?? '';
    const { createCodeEditor } = await import('./code-editor');
    editor = createCodeEditor(editorHost, {
      code,
      label: 'Code of the example',
      onChange: (next) => changed(next),
    });
    editorHost.hidden = false;
    textarea.remove();
    // Until now edits went through the text area; what it held is the code.
    if (!edited) send();
  })();
}
