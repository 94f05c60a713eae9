import { describe, expect, it } from 'vitest';
import {
  type ExplorerComponent,
  filterComponent,
  filtersFromQuery,
  memberAnchor,
  membersOf,
  NO_FILTERS,
  queryOfFilters,
} from './api-explorer';

const alert: ExplorerComponent = {
  name: 'Alert',
  members: membersOf({
    props: [{ name: 'type' }, { name: 'closable' }],
    events: [{ name: 'close' }],
    slots: [{ name: 'default' }],
  }),
};
const page: ExplorerComponent = {
  name: 'Page',
  members: membersOf({ props: [{ name: 'labels' }], events: [], slots: [{ name: 'default' }] }),
};
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
    ['no filter: everything', alert, NO_FILTERS, true, ['type', 'closable', 'close', 'default']],
    ['a kind: the members of that kind', alert, { query: '', kind: 'event' }, true, ['close']],
    ['a kind the component has none of', page, { query: '', kind: 'event' }, false, []],
    [
      'its own name, any case: all its members',
      alert,
      { query: 'ALE', kind: '' },
      true,
      ['type', 'closable', 'close', 'default'],
    ],
    ['its own name and a kind', alert, { query: 'alert', kind: 'slot' }, true, ['default']],
    ['a member’s name: that member', alert, { query: 'clos', kind: '' }, true, ['closable', 'close']],
    ['a member’s name within a kind', alert, { query: 'clos', kind: 'prop' }, true, ['closable']],
    ['a name nothing has', alert, { query: 'zzz', kind: '' }, false, []],
    ['spaces around the name', alert, { query: '  type ', kind: '' }, true, ['type']],
  ] as const)('%s', (_, component, filters, listed, members) => {
    const result = filterComponent(component, filters);
    expect(result.listed).toBe(listed);
    expect(names(result.members)).toEqual(members);
  });
});

describe('the filters in the query', () => {
  it.each([
    ['', NO_FILTERS],
    ['?q=close', { query: 'close', kind: '' }],
    ['?kind=slot', { query: '', kind: 'slot' }],
    ['?kind=method', NO_FILTERS],
    ['?q=nav+bar&kind=event', { query: 'nav bar', kind: 'event' }],
  ])('%j', (search, filters) => {
    expect(filtersFromQuery(search)).toEqual(filters);
  });

  it('writes them back, dropping empty ones and keeping other parameters', () => {
    expect(queryOfFilters({ query: 'close', kind: 'event' })).toBe('?q=close&kind=event');
    expect(queryOfFilters({ query: '  ', kind: '' }, '?q=x&lang=en')).toBe('?lang=en');
    expect(filtersFromQuery(queryOfFilters({ query: 'a b', kind: 'prop' }))).toEqual({
      query: 'a b',
      kind: 'prop',
    });
  });
});
