import { describe, expect, it } from 'vitest';
import { mapDocusaurusFields } from './docusaurus-fields.js';

describe('mapDocusaurusFields', () => {
  it.each([
    [
      { sidebar_position: 2, sidebar_label: 'Go' },
      { order: 2, sidebarText: 'Go', title: 'Go' },
    ],
    [
      { title: 'T', hide_table_of_contents: true },
      { title: 'T', outline: false },
    ],
    [{ toc_min_heading_level: 2, toc_max_heading_level: 4 }, { outline: [2, 4] }],
    [
      { pagination_prev: null, pagination_next: null },
      { prev: false, next: false },
    ],
    [{ custom_edit_url: null }, { editLink: false }],
    [{ custom_edit_url: 'https://x.test/e' }, { editLink: 'https://x.test/e' }],
    [{ unlisted: true, id: 'x', slug: '/y' }, { sidebarHidden: true }],
  ])('%j → %j', (data, expected) => {
    expect(mapDocusaurusFields(data, 'text', 'en', [], 'docs').data).toEqual(expected);
  });

  it('leaves out a title the page’s # heading shows, and lists fields it does not know', () => {
    const { data, unknown } = mapDocusaurusFields(
      { title: 'T', keywords: ['a'], pagination_next: 'other' },
      '# Heading',
      'en',
      [],
      'docs',
    );
    expect(data).toEqual({ keywords: ['a'] });
    expect(unknown.map((entry) => entry.field)).toEqual(['keywords', 'pagination_next']);
  });
});
