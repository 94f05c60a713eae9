/**
 * Code blocks that exercise what colouring depends on: nested scopes, languages embedded in others
 * (Vue, HTML, Markdown), diff signs, notations, long and empty lines, an unknown language. Written for
 * these tests.
 */
export const CODE_SAMPLES: readonly { lang: string; code: string; meta?: string }[] = [
  {
    lang: 'ts',
    code: [
      "import { defineConfig } from 'astro/config';",
      '',
      '/** The shelf a lectern stands on. */',
      'export interface Shelf<T extends object = Record<string, unknown>> {',
      '  readonly books: T[];',
      '  height?: number; // in centimetres',
      '}',
      '',
      'export async function stack(shelf: Shelf, limit = 3): Promise<string> {',
      '  const titles = shelf.books.map((book, index) => `$' + '{index + 1}. $' + '{String(book)}`);',
      "  if (titles.length > limit) throw new RangeError('Too many books: ' + titles.length);",
      '  return titles.join("\\n") ?? /^\\d+\\./.source;',
      '}',
    ].join('\n'),
  },
  {
    lang: 'vue',
    code: [
      '<script setup lang="ts">',
      "import { computed, ref } from 'vue';",
      'const pages = ref(12);',
      'const label = computed(() => `$' + '{pages.value} pages`);',
      '</script>',
      '',
      '<template>',
      '  <button type="button" :title="label" @click="pages++">{{ label }}</button>',
      '</template>',
      '',
      '<style scoped>',
      'button { margin: 4px 8px; color: rgb(10 20 30 / 50%); }',
      '</style>',
    ].join('\n'),
  },
  {
    lang: 'html',
    code: '<!doctype html>\n<p class="note">Read <a href="/en/guide/">the guide</a>.</p>\n<script>\n  document.title = "Lectern";\n</script>\n<style>p { font: 1rem/1.5 serif; }</style>',
  },
  {
    lang: 'md',
    code: '---\ntitle: Installing\nhead:\n  - tag: meta\n    attrs:\n      content: https://example.org/a.png\n---\n\n# Installing\n\nRun `npm install`.',
  },
  {
    lang: 'md',
    code: '# Title\n\nSome *emphasis*, `code` and a [link](https://example.org).\n\n```js\nconsole.log(1);\n```\n\n- item\n- [ ] task',
  },
  { lang: 'diff', code: '-const size = 1;\n+const size = 2;\n unchanged line' },
  {
    lang: 'bash',
    code: '#!/usr/bin/env bash\nset -euo pipefail\nnpm install @lectern/astro --save-dev # add it\nexport SITE="https://example.org" && echo "$SITE"',
  },
  {
    lang: 'ts',
    meta: 'title="config.ts" {2}',
    code: "const theme = 'dark'; // [!code --]\nconst theme = 'light'; // [!code ++]\nconsole.log(theme); // [!code focus]\nthrow new Error('x'); // [!code error]\nconst word = 'word'; // [!code word:word]",
  },
  {
    lang: 'json',
    code: '{\n  "name": "site",\n  "private": true,\n  "scripts": { "build": "astro build" },\n  "list": [1, 2.5, null, false]\n}',
  },
  {
    lang: 'css',
    code: ':root { --lectern-accent: oklch(60% 0.2 250); }\n@media (min-width: 960px) {\n  .sidebar > ul li::before { content: "•"; }\n}',
  },
  { lang: 'ts', code: `const long = '${'a'.repeat(400)}';\n\n\nconst after = long.length;` },
  { lang: 'plaintext', code: 'Plain text < & > stays as it is.' },
  { lang: 'not-a-language', code: 'kept as plain text' },
];
