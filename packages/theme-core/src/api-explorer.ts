// The API explorer's model: every documented component with its members (props, events, slots), and the
// filters by set, by name and by kind, kept in the address's query (`?from=all&q=close&kind=event`). A
// site documenting more than one set of components (its library and another) lists the first set alone
// until another is asked for. Runs in the browser too: no dependencies.

/** The kinds of a component's members. */
export const MEMBER_KINDS = ['prop', 'event', 'slot'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** A member of a component: a prop, an event or a slot. */
export interface ExplorerMember {
  kind: MemberKind;
  name: string;
  /** The version that removed it, when an older version's API had it (see api-history.ts). */
  removed?: string | undefined;
}

/** The set filter's value that lists the components of every set. */
export const ALL_SETS = 'all';

/** What the explorer lists of a component: its name, the set it belongs to, its members. */
export interface ExplorerComponent {
  name: string;
  set: string;
  members: readonly ExplorerMember[];
}

/**
 * The explorer's filters: the set listed (a set's name, or {@link ALL_SETS}), a part of a name (empty for
 * any) and one kind of member (empty for all).
 */
export interface ExplorerFilters {
  set: string;
  query: string;
  kind: MemberKind | '';
}

/**
 * The filters of an address without a query: the first set alone when there are several, every member.
 *
 * @example defaultExplorerFilters(['api', 'themeApi']) // { set: 'api', query: '', kind: '' }
 */
export function defaultExplorerFilters(sets: readonly string[]): ExplorerFilters {
  return { set: sets.length > 1 ? (sets[0] ?? ALL_SETS) : ALL_SETS, query: '', kind: '' };
}

/**
 * The members of API data, in the order of its tables: props, then events, then slots; a prop or event
 * an older version had keeps the version that removed it.
 */
export function membersOf(api: {
  props: readonly { name: string; removed?: string | undefined }[];
  events: readonly { name: string; removed?: string | undefined }[];
  slots: readonly { name: string }[];
}): ExplorerMember[] {
  const removed = (member: { removed?: string | undefined }) =>
    member.removed === undefined ? {} : { removed: member.removed };
  return [
    ...api.props.map((prop) => ({ kind: 'prop' as const, name: prop.name, ...removed(prop) })),
    ...api.events.map((event) => ({ kind: 'event' as const, name: event.name, ...removed(event) })),
    ...api.slots.map((slot) => ({ kind: 'slot' as const, name: slot.name })),
  ];
}

/**
 * The id of a member's row in the component's API tables (as theme-react's `ApiTable` writes it), for links.
 *
 * @example memberAnchor('Alert', { kind: 'prop', name: 'type' }) // 'api-alert-props-type'
 */
export function memberAnchor(component: string, member: ExplorerMember): string {
  return `api-${component.toLowerCase()}-${member.kind}s-${member.name}`;
}

/**
 * What a component shows under the filters: whether it is listed, and which of its members. Only the
 * components of the chosen set are listed. A kind lists the components that have members of that kind,
 * with those members. A name lists the components whose own name has it (with all their members of the
 * kind) and those with a member whose name has it (with those members).
 */
export function filterComponent(
  component: ExplorerComponent,
  filters: ExplorerFilters,
): { listed: boolean; members: ExplorerMember[] } {
  if (filters.set !== ALL_SETS && component.set !== filters.set) return { listed: false, members: [] };
  const ofKind = component.members.filter((member) => !filters.kind || member.kind === filters.kind);
  const query = filters.query.trim().toLowerCase();
  if (filters.kind && ofKind.length === 0) return { listed: false, members: [] };
  if (!query || component.name.toLowerCase().includes(query)) return { listed: true, members: ofKind };
  const matching = ofKind.filter((member) => member.name.toLowerCase().includes(query));
  return { listed: matching.length > 0, members: matching };
}

/**
 * The filters in a query string (`from`, `q`, `kind`); an unknown kind counts as all kinds, an unknown
 * set as the default one.
 */
export function filtersFromQuery(search: string, sets: readonly string[]): ExplorerFilters {
  const params = new URLSearchParams(search);
  const defaults = defaultExplorerFilters(sets);
  const kind = params.get('kind') ?? '';
  const set = params.get('from') ?? '';
  return {
    set: sets.length > 1 && (set === ALL_SETS || sets.includes(set)) ? set : defaults.set,
    query: params.get('q') ?? '',
    kind: (MEMBER_KINDS as readonly string[]).includes(kind) ? (kind as MemberKind) : '',
  };
}

/**
 * The query string of the filters, keeping the address's other parameters; empty with the default
 * filters.
 */
export function queryOfFilters(filters: ExplorerFilters, sets: readonly string[], search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('from');
  params.delete('q');
  params.delete('kind');
  if (filters.set !== defaultExplorerFilters(sets).set) params.set('from', filters.set);
  if (filters.query.trim()) params.set('q', filters.query.trim());
  if (filters.kind) params.set('kind', filters.kind);
  const query = params.toString();
  return query ? `?${query}` : '';
}
