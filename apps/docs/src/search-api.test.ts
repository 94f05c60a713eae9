import type { ComponentApi } from '@lectern/theme-core/config';
import { describe, expect, it } from 'vitest';
import { apiPagesOf, searchApiEntries } from './search-api';

const api = (name: string): ComponentApi => ({
  name,
  description: `${name}.`,
  props: [],
  events: [],
  slots: [],
});

const sources = {
  'components/alert.mdx': '# Alert\n\n<ComponentApi name="alert" />',
  'components/data-tables/basics.mdx': '<ComponentApi name="data-table" />\n<ComponentApi name="alert" />',
  'components/data-tables/index.mdx': '<ComponentApi name="data-table-footer" />',
};

describe('apiPagesOf', () => {
  it('gives each component the first page, in path order, that shows its API', () => {
    expect([...apiPagesOf(sources)]).toEqual([
      ['alert', '/{locale}/components/alert/'],
      ['data-table', '/{locale}/components/data-tables/basics/'],
      ['data-table-footer', '/{locale}/components/data-tables/'],
    ]);
  });
});

describe('searchApiEntries', () => {
  const components = ['alert', 'data-table', 'data-table-footer', 'data-table-head'].map((id) => ({
    id,
    api: api(id),
  }));

  it('offers the components a page shows, each at that page, and leaves out the parts none shows', () => {
    expect(
      searchApiEntries(components, sources).map((entry) => [entry.component, entry.url, entry.api.name]),
    ).toEqual([
      ['alert', '/{locale}/components/alert/', 'alert'],
      ['data-table', '/{locale}/components/data-tables/basics/', 'data-table'],
      ['data-table-footer', '/{locale}/components/data-tables/', 'data-table-footer'],
    ]);
  });

  it('names a component a page shows that the library does not export', () => {
    expect(() =>
      searchApiEntries(components, { ...sources, 'components/x.mdx': '<ComponentApi name="carousel" />' }),
    ).toThrow('<ComponentApi name="…" /> names components the library does not export: carousel');
  });
});
