import { describe, expect, it } from 'vitest';
import { dependencyNoteHtml, markdownToHtml } from './release-notes-html.js';

describe('markdownToHtml', () => {
  it.each([
    ['Adds `ApiTable`.', 'Adds <code>ApiTable</code>.'],
    ['Fixes [the sidebar](https://example.com/a).', 'Fixes <a href="https://example.com/a">the sidebar</a>.'],
    ['First.\n\nSecond.', '<p>First.</p><p>Second.</p>'],
    ['Adds:\n\n- one\n- two', '<p>Adds:</p><ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    // Raw HTML is dropped; what was between its tags stays as text.
    ['Keeps <script>alert(1)</script> out.', 'Keeps alert(1) out.'],
    ['  Trims the summary.\n\n', 'Trims the summary.'],
  ])('%j', (markdown, html) => {
    expect(markdownToHtml(markdown)).toBe(html);
  });
});

describe('dependencyNoteHtml', () => {
  it('lists each dependency with its new version, escaped', () => {
    expect(dependencyNoteHtml(['@a/b@1.0.0', '<c>@2.0.0'])).toBe(
      'Updated dependencies<ul><li><code>@a/b@1.0.0</code></li><li><code>&#60;c&#62;@2.0.0</code></li></ul>',
    );
  });
});
