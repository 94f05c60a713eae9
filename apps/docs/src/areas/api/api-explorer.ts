// The API explorer's model: every component — those of the documented library and those of the theme —
// with its members (props, events, slots), and the filters by name and by kind, kept in the address's
// query (`?q=close&kind=event`). Runs in the browser too: no dependencies.

/** The kinds of a component's members. */
export const MEMBER_KINDS = ['prop', 'event', 'slot'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** A member of a component: a prop, an event or a slot. */
export interface ExplorerMember {
  kind: MemberKind;
  name: string;
}

/** What the explorer lists of a component. */
export interface ExplorerComponent {
  name: string;
  members: readonly ExplorerMember[];
}

/** The explorer's filters: a part of a name (empty for any) and one kind of member (empty for all). */
export interface ExplorerFilters {
  query: string;
  kind: MemberKind | '';
}

export const NO_FILTERS: ExplorerFilters = { query: '', kind: '' };

/** The members of API data, in the order of its tables: props, then events, then slots. */
export function membersOf(api: {
  props: readonly { name: string }[];
  events: readonly { name: string }[];
  slots: readonly { name: string }[];
}): ExplorerMember[] {
  return [
    ...api.props.map((prop) => ({ kind: 'prop' as const, name: prop.name })),
    ...api.events.map((event) => ({ kind: 'event' as const, name: event.name })),
    ...api.slots.map((slot) => ({ kind: 'slot' as const, name: slot.name })),
  ];
}

/**
 * The id of a member's row in the component's API tables (as `ApiTable` writes it), for links.
 *
 * @example memberAnchor('Alert', { kind: 'prop', name: 'type' }) // 'api-alert-props-type'
 */
export function memberAnchor(component: string, member: ExplorerMember): string {
  return `api-${component.toLowerCase()}-${member.kind}s-${member.name}`;
}

/**
 * What a component shows under the filters: whether it is listed, and which of its members. A kind lists
 * the components that have members of that kind, with those members. A name lists the components whose
 * own name has it (with all their members of the kind) and those with a member whose name has it (with
 * those members).
 */
export function filterComponent(
  component: ExplorerComponent,
  filters: ExplorerFilters,
): { listed: boolean; members: ExplorerMember[] } {
  const ofKind = component.members.filter((member) => !filters.kind || member.kind === filters.kind);
  const query = filters.query.trim().toLowerCase();
  if (filters.kind && ofKind.length === 0) return { listed: false, members: [] };
  if (!query || component.name.toLowerCase().includes(query)) return { listed: true, members: ofKind };
  const matching = ofKind.filter((member) => member.name.toLowerCase().includes(query));
  return { listed: matching.length > 0, members: matching };
}

/** The filters in a query string; an unknown kind counts as all kinds. */
export function filtersFromQuery(search: string): ExplorerFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind') ?? '';
  return {
    query: params.get('q') ?? '',
    kind: (MEMBER_KINDS as readonly string[]).includes(kind) ? (kind as MemberKind) : '',
  };
}

/** The query string of the filters, keeping the address's other parameters; empty with no filter. */
export function queryOfFilters(filters: ExplorerFilters, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('q');
  params.delete('kind');
  if (filters.query.trim()) params.set('q', filters.query.trim());
  if (filters.kind) params.set('kind', filters.kind);
  const query = params.toString();
  return query ? `?${query}` : '';
}
