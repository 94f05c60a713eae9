// The playground's own bundle, built apart from the site's islands (see playground-runtime.ts): React, the
// theme's components the examples import, and the playground, mounted in place of the page's placeholder.
// The editor (CodeMirror) and the transform (sucrase) are chunks of their own, loaded when it starts.
import * as themeReact from '@lectern/theme-react';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { createRoot } from 'react-dom/client';
import { PlaygroundApp } from './PlaygroundApp';

const modules = { react, 'react/jsx-runtime': jsxRuntime, '@lectern/theme-react': themeReact };

for (const root of document.querySelectorAll<HTMLElement>('[data-playground-root]')) {
  createRoot(root).render(<PlaygroundApp modules={modules} />);
}
