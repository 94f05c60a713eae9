import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  type ExplorerComponent,
  type ExplorerFilters,
  filterComponent,
  filtersFromQuery,
  memberAnchor,
  membersOf,
  queryOfFilters,
} from './api-explorer';

const alert: ExplorerComponent = {
  name: 'Alert',
  origin: 'library',
  members: membersOf({
    props: [{ name: 'type' }, { name: 'closable' }],
    events: [{ name: 'close' }],
    slots: [{ name: 'default' }],
  }),
};
const page: ExplorerComponent = {
  name: 'Page',
  origin: 'library',
  members: membersOf({ props: [{ name: 'labels' }], events: [], slots: [{ name: 'default' }] }),
};
const navBar: ExplorerComponent = {
  name: 'NavBar',
  origin: 'theme',
  members: membersOf({ props: [{ name: 'title' }], events: [], slots: [] }),
};
const filters = (chosen: Partial<ExplorerFilters>): ExplorerFilters => ({ ...DEFAULT_FILTERS, ...chosen });
const names = (members: { name: string }[]) => members.map((member) => member.name);

describe('membersOf and memberAnchor', () => {
  it('lists props, then events, then slots, each linking to its row of the API tables', () => {
    expect(alert.members.map((member) => `${member.kind}:${member.name}`)).toEqual([
      'prop:type',
      'prop:closable',
      'event:close',
      'slot:default',
    ]);
    expect(memberAnchor('NavBarMenuLink', { kind: 'event', name: 'click' })).toBe(
      'api-navbarmenulink-events-click',
    );
  });
});

describe('filterComponent', () => {
  it.each([
    ['no filter: everything', alert, DEFAULT_FILTERS, true, ['type', 'closable', 'close', 'default']],
    ['a theme component, by default: not listed', navBar, DEFAULT_FILTERS, false, []],
    ['a theme component, theme chosen', navBar, filters({ origin: 'theme' }), true, ['title']],
    ['a theme component, all chosen', navBar, filters({ origin: 'all' }), true, ['title']],
    ['a library component, theme chosen', alert, filters({ origin: 'theme' }), false, []],
    ['a theme component whose name matches, by default', navBar, filters({ query: 'nav' }), false, []],
    ['a kind: the members of that kind', alert, filters({ kind: 'event' }), true, ['close']],
    ['a kind the component has none of', page, filters({ kind: 'event' }), false, []],
    [
      'its own name, any case: all its members',
      alert,
      filters({ query: 'ALE' }),
      true,
      ['type', 'closable', 'close', 'default'],
    ],
    ['its own name and a kind', alert, filters({ query: 'alert', kind: 'slot' }), true, ['default']],
    ['a member’s name: that member', alert, filters({ query: 'clos' }), true, ['closable', 'close']],
    ['a member’s name within a kind', alert, filters({ query: 'clos', kind: 'prop' }), true, ['closable']],
    ['a name nothing has', alert, filters({ query: 'zzz' }), false, []],
    ['spaces around the name', alert, filters({ query: '  type ' }), true, ['type']],
  ] as const)('%s', (_, component, chosen, listed, members) => {
    const result = filterComponent(component, chosen);
    expect(result.listed).toBe(listed);
    expect(names(result.members)).toEqual(members);
  });
});

describe('the filters in the query', () => {
  it.each([
    ['', DEFAULT_FILTERS],
    ['?q=close', filters({ query: 'close' })],
    ['?kind=slot', filters({ kind: 'slot' })],
    ['?kind=method', DEFAULT_FILTERS],
    ['?from=theme', filters({ origin: 'theme' })],
    ['?from=all&q=nav', filters({ origin: 'all', query: 'nav' })],
    ['?from=elsewhere', DEFAULT_FILTERS],
    ['?q=nav+bar&kind=event', filters({ query: 'nav bar', kind: 'event' })],
  ])('%j', (search, filters) => {
    expect(filtersFromQuery(search)).toEqual(filters);
  });

  it('writes them back, dropping empty ones and keeping other parameters', () => {
    expect(queryOfFilters(filters({ query: 'close', kind: 'event' }))).toBe('?q=close&kind=event');
    expect(queryOfFilters(filters({ query: '  ' }), '?q=x&from=theme&lang=en')).toBe('?lang=en');
    expect(queryOfFilters(filters({ origin: 'all' }))).toBe('?from=all');
    const chosen = filters({ origin: 'theme', query: 'a b', kind: 'prop' });
    expect(filtersFromQuery(queryOfFilters(chosen))).toEqual(chosen);
  });
});
