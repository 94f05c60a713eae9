import { describe, expect, it } from 'vitest';
import { ChangelogError, parseChangelog } from './changelog.js';

const file = 'packages/x/CHANGELOG.md';

describe('parseChangelog', () => {
  it('reads the releases and their sections as changesets writes them, without commit hashes', () => {
    const markdown = [
      '# @lectern/x',
      '',
      '## 1.1.0',
      '',
      '### Minor Changes',
      '',
      '- 1a2b3c4: Adds `feature`.',
      '- Adds another.',
      '',
      '### Patch Changes',
      '',
      '- 5d6e7f8: Fixes a bug.',
      '',
      '## 1.0.0',
      '',
      '### Major Changes',
      '',
      '- Drops Node 18.',
      '',
    ].join('\n');
    expect(parseChangelog(markdown, file)).toEqual([
      {
        version: '1.1.0',
        sections: [
          { kind: 'minor', title: 'Minor Changes', notes: ['Adds <code>feature</code>.', 'Adds another.'] },
          { kind: 'patch', title: 'Patch Changes', notes: ['Fixes a bug.'] },
        ],
      },
      { version: '1.0.0', sections: [{ kind: 'major', title: 'Major Changes', notes: ['Drops Node 18.'] }] },
    ]);
  });

  it('makes changesets’ "Updated dependencies" lines one note listing each dependency once', () => {
    const markdown = [
      '## 0.2.0',
      '',
      '### Patch Changes',
      '',
      '- Fixes a bug.',
      '- Updated dependencies [1a2b3c4]',
      '- Updated dependencies [5d6e7f8]',
      '  - @lectern/a@0.2.0',
      '  - @lectern/b@0.2.0',
      '- Updated dependencies',
      '  - @lectern/a@0.2.0',
      '',
    ].join('\n');
    expect(parseChangelog(markdown, file)[0]?.sections).toEqual([
      {
        kind: 'patch',
        title: 'Patch Changes',
        notes: [
          'Fixes a bug.',
          'Updated dependencies<ul><li><code>@lectern/a@0.2.0</code></li><li><code>@lectern/b@0.2.0</code></li></ul>',
        ],
      },
    ]);
  });

  it('keeps a note of several paragraphs whole', () => {
    const markdown =
      '## 2.0.0\n\n### Major Changes\n\n- Renames `a` to `b`.\n\n  Replace every `a` with `b`.\n';
    expect(parseChangelog(markdown, file)[0]?.sections[0]?.notes).toEqual([
      '<p>Renames <code>a</code> to <code>b</code>.</p><p>Replace every <code>a</code> with <code>b</code>.</p>',
    ]);
  });

  it('puts text written before any section into a section of its own', () => {
    const markdown = '## 1.0.0-beta.1\n\nThe first beta.\n\n### Custom\n\n- Something.\n';
    expect(parseChangelog(markdown, file)).toEqual([
      {
        version: '1.0.0-beta.1',
        sections: [
          { kind: 'other', title: 'Notes', notes: ['<p>The first beta.</p>'] },
          { kind: 'other', title: 'Custom', notes: ['Something.'] },
        ],
      },
    ]);
  });

  it.each([
    ['an empty changelog', ''],
    ['a changelog with only its title', '# @lectern/x\n'],
  ])('reads no release from %s', (_, markdown) => {
    expect(parseChangelog(markdown, file)).toEqual([]);
  });

  it('fails naming the file and the line of a heading that is not a version', () => {
    const markdown = '# x\n\n## 1.0.0\n\n- A.\n\n## Unreleased\n\n- B.\n';
    expect(() => parseChangelog(markdown, file)).toThrow(ChangelogError);
    expect(() => parseChangelog(markdown, file)).toThrow(
      `${file}:7: expected a version heading such as "## 1.2.0" (got "## Unreleased")`,
    );
  });
});
