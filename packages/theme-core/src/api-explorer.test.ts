import { describe, expect, it } from 'vitest';
import {
  ALL_SETS,
  defaultExplorerFilters,
  type ExplorerComponent,
  type ExplorerFilters,
  filterComponent,
  filtersFromQuery,
  memberAnchor,
  membersOf,
  queryOfFilters,
} from './api-explorer';

const SETS = ['api', 'themeApi'];
const alert: ExplorerComponent = {
  name: 'Alert',
  set: 'api',
  members: membersOf({
    props: [{ name: 'type' }, { name: 'closable' }],
    events: [{ name: 'close' }],
    slots: [{ name: 'default' }],
  }),
};
const page: ExplorerComponent = {
  name: 'Page',
  set: 'api',
  members: membersOf({ props: [{ name: 'labels' }], events: [], slots: [{ name: 'default' }] }),
};
const navBar: ExplorerComponent = {
  name: 'NavBar',
  set: 'themeApi',
  members: membersOf({ props: [{ name: 'title' }], events: [], slots: [] }),
};
const DEFAULTS = defaultExplorerFilters(SETS);
const filters = (chosen: Partial<ExplorerFilters>): ExplorerFilters => ({ ...DEFAULTS, ...chosen });
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

  it('keeps the version that removed a prop or an event an older version had', () => {
    const members = membersOf({
      props: [{ name: 'title', removed: '2.0' }, { name: 'heading' }],
      events: [{ name: 'dismiss', removed: '1.5' }],
      slots: [],
    });
    expect(members).toEqual([
      { kind: 'prop', name: 'title', removed: '2.0' },
      { kind: 'prop', name: 'heading' },
      { kind: 'event', name: 'dismiss', removed: '1.5' },
    ]);
  });
});

describe('defaultExplorerFilters', () => {
  it.each([
    [[], ALL_SETS],
    [['api'], ALL_SETS],
    [['api', 'themeApi'], 'api'],
    [['a', 'b', 'c'], 'a'],
  ])('sets %j: lists %s at first', (sets, set) => {
    expect(defaultExplorerFilters(sets)).toEqual({ set, query: '', kind: '' });
  });
});

describe('filterComponent', () => {
  it.each([
    ['no filter: everything', alert, DEFAULTS, true, ['type', 'closable', 'close', 'default']],
    ['a component of the second set, by default: not listed', navBar, DEFAULTS, false, []],
    ['a component of the second set, that set chosen', navBar, filters({ set: 'themeApi' }), true, ['title']],
    ['a component of the second set, all chosen', navBar, filters({ set: ALL_SETS }), true, ['title']],
    ['a component of the first set, the second chosen', alert, filters({ set: 'themeApi' }), false, []],
    ['a second set’s component whose name matches, by default', navBar, filters({ query: 'nav' }), false, []],
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
    ['', DEFAULTS],
    ['?q=close', filters({ query: 'close' })],
    ['?kind=slot', filters({ kind: 'slot' })],
    ['?kind=method', DEFAULTS],
    ['?from=themeApi', filters({ set: 'themeApi' })],
    ['?from=all&q=nav', filters({ set: ALL_SETS, query: 'nav' })],
    ['?from=elsewhere', DEFAULTS],
    ['?q=nav+bar&kind=event', filters({ query: 'nav bar', kind: 'event' })],
  ])('%j', (search, expected) => {
    expect(filtersFromQuery(search, SETS)).toEqual(expected);
  });

  it('with one set, lists it whatever the query says', () => {
    expect(filtersFromQuery('?from=api', ['api'])).toEqual({ set: ALL_SETS, query: '', kind: '' });
    expect(queryOfFilters({ set: ALL_SETS, query: 'x', kind: '' }, ['api'])).toBe('?q=x');
  });

  it('writes them back, dropping empty ones and keeping other parameters', () => {
    expect(queryOfFilters(filters({ query: 'close', kind: 'event' }), SETS)).toBe('?q=close&kind=event');
    expect(queryOfFilters(filters({ query: '  ' }), SETS, '?q=x&from=themeApi&lang=en')).toBe('?lang=en');
    expect(queryOfFilters(filters({ set: ALL_SETS }), SETS)).toBe('?from=all');
    const chosen = filters({ set: 'themeApi', query: 'a b', kind: 'prop' });
    expect(filtersFromQuery(queryOfFilters(chosen, SETS), SETS)).toEqual(chosen);
  });
});
