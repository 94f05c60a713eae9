import { BUILT_IN_COMPONENTS as PAGE_COMPONENTS } from '@lectern/astro';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_COMPONENTS, noteBodyConstructs, withoutForeignImports } from './content-notes.js';
import { NoteList } from './migration.js';

function notesOf(body: string, vue = false) {
  const notes = new NoteList();
  noteBodyConstructs(body, 'page.md', 5, notes, { vue });
  return notes.sorted().map((note) => `${note.line}: ${note.message}`);
}

describe('noteBodyConstructs', () => {
  it('names framework components, Vue blocks and interpolations with their line, not fenced code or code spans', () => {
    expect(
      notesOf(
        [
          '<script setup>',
          "import X from './X.vue'",
          '</script>',
          'Count: {{ n }}',
          '<my-widget />',
          '```vue',
          '<Other />',
          '```',
          '`<Inline />`',
          '<Tabs><TabItem label="a">x</TabItem></Tabs>',
          '<my-widget /><Fragment />',
          '<SponsorLink',
          '  href="https://x.test"',
          '/>',
          '<style>',
          '.a {}',
          '</style>',
        ].join('\n'),
        true,
      ),
    ).toEqual([
      '5: Vue <script> block: not run by Lectern',
      '8: Vue interpolation {{ … }}: shown as written',
      '9: component <my-widget> (used 2 times): give the site a component of that name, or rewrite this part',
      '16: component <SponsorLink>: give the site a component of that name, or rewrite this part',
      "19: <style> block: move it into the site's CSS",
    ]);
  });

  it('names component imports Lectern has not, but not those it has', () => {
    expect(
      notesOf(
        [
          "import Tabs from '@theme/Tabs';",
          "import { Tabs, TabItem } from '@astrojs/starlight/components';",
          "import { Card } from '@astrojs/starlight/components';",
          "import Demo from '@site/src/Demo';",
          "import { Chart } from 'chart-kit';",
          "import { Resources } from '@kit/starlight-plugin-parts';",
          "import Card from 'vitepress-cards/Card.vue';",
        ].join('\n'),
      ),
    ).toEqual([
      "7: import of a component Lectern does not have, taken out: import { Card } from '@astrojs/starlight/components';",
      "8: import of a component Lectern does not have, taken out: import Demo from '@site/src/Demo';",
      "9: import of a package, kept: add it to the site, or rewrite this part: import { Chart } from 'chart-kit';",
      "10: import of a package made for the other tool, taken out (its components need that tool): import { Resources } from '@kit/starlight-plugin-parts';",
      "11: import of a package made for the other tool, taken out (its components need that tool): import Card from 'vitepress-cards/Card.vue';",
    ]);
  });
});

describe('withoutForeignImports', () => {
  it('takes out imports of the other tool’s modules and the site’s files, keeping Tabs, CodeBlock, raw-loader imports and code', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import Demo from '@site/src/components/Demo';",
      "import Chart from '../charts/Chart.jsx';",
      'import {',
      '  A,',
      '  B,',
      "} from './index';",
      "import code from '!!raw-loader!./Demo.tsx'; // eslint-disable-line",
      "import CodeBlock from '@theme/CodeBlock';",
      "import { Kit } from 'kit';",
      "import { Parts } from '@kit/docusaurus-parts';",
      "import { Tabs } from '@astrojs/starlight/components';",
      '```js',
      "import x from './x.js';",
      '```',
    ].join('\n');
    expect(withoutForeignImports(body)).toBe(
      [
        "import Tabs from '@theme/Tabs';",
        // Lectern reads the file of a raw-loader import itself, and draws <CodeBlock> as a code block.
        "import code from '!!raw-loader!./Demo.tsx'; // eslint-disable-line",
        "import CodeBlock from '@theme/CodeBlock';",
        "import { Kit } from 'kit';",
        // Lectern takes Starlight's components import out itself.
        "import { Tabs } from '@astrojs/starlight/components';",
        '```js',
        "import x from './x.js';",
        '```',
      ].join('\n'),
    );
  });
});

describe('BUILT_IN_COMPONENTS', () => {
  it("are @lectern/astro's page components, and MDX's Fragment", () => {
    expect([...BUILT_IN_COMPONENTS].sort()).toEqual([...PAGE_COMPONENTS, 'Fragment'].sort());
  });

  it("keeps Docusaurus's Admonition and Details, which Lectern has, and notes nothing about them", () => {
    const body = [
      "import Admonition from '@theme/Admonition';",
      "import Details from '@theme/Details';",
      '',
      '<Admonition type="tip">Hi</Admonition>',
      '<Details summary="More">Text</Details>',
    ].join('\n');
    expect(notesOf(body)).toEqual([]);
    expect(withoutForeignImports(body)).toBe(body);
  });

  it('keeps imports of images, and notes nothing about them', () => {
    const body = "import shot from '../../assets/shot.png';\n\n<img src={shot.src} alt='' />";
    expect(notesOf(body)).toEqual([]);
    expect(withoutForeignImports(body)).toBe(body);
  });

  it('keeps CodeBlock and the raw-loader imports of its files, and notes nothing about them', () => {
    const body = [
      "import CodeBlock from '@theme/CodeBlock';",
      "import Source from '!!raw-loader!./demo.jsx';",
      '',
      '<CodeBlock language="jsx">{Source}</CodeBlock>',
    ].join('\n');
    expect(notesOf(body)).toEqual([]);
    expect(withoutForeignImports(body)).toBe(body);
  });
});
