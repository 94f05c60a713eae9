// The API explorer's model: every component — those of the documented library and those of the theme —
// with its members (props, events, slots), and the filters by origin, by name and by kind, kept in the
// address's query (`?from=all&q=close&kind=event`). The documented library's components are what
// readers come for: they are listed alone until the theme's are asked for. Runs in the browser too: no
// dependencies.
import type { ApiOrigin } from './api-pages';

/** The kinds of a component's members. */
export const MEMBER_KINDS = ['prop', 'event', 'slot'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** A member of a component: a prop, an event or a slot. */
export interface ExplorerMember {
  kind: MemberKind;
  name: string;
}

/** Which components are listed: the documented library's, the theme's, or both. */
export const ORIGIN_FILTERS = ['library', 'theme', 'all'] as const;
export type OriginFilter = (typeof ORIGIN_FILTERS)[number];

/** What the explorer lists of a component. */
export interface ExplorerComponent {
  name: string;
  origin: ApiOrigin;
  members: readonly ExplorerMember[];
}

/**
 * The explorer's filters: where the components come from, a part of a name (empty for any) and one kind
 * of member (empty for all).
 */
export interface ExplorerFilters {
  origin: OriginFilter;
  query: string;
  kind: MemberKind | '';
}

/** The filters of an address without a query: the documented library's components, all their members. */
export const DEFAULT_FILTERS: ExplorerFilters = { origin: 'library', query: '', kind: '' };

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
 * What a component shows under the filters: whether it is listed, and which of its members. Only the
 * components of the chosen origin are listed. A kind lists the components that have members of that
 * kind, with those members. A name lists the components whose own name has it (with all their members of
 * the kind) and those with a member whose name has it (with those members).
 */
export function filterComponent(
  component: ExplorerComponent,
  filters: ExplorerFilters,
): { listed: boolean; members: ExplorerMember[] } {
  if (filters.origin !== 'all' && component.origin !== filters.origin) return { listed: false, members: [] };
  const ofKind = component.members.filter((member) => !filters.kind || member.kind === filters.kind);
  const query = filters.query.trim().toLowerCase();
  if (filters.kind && ofKind.length === 0) return { listed: false, members: [] };
  if (!query || component.name.toLowerCase().includes(query)) return { listed: true, members: ofKind };
  const matching = ofKind.filter((member) => member.name.toLowerCase().includes(query));
  return { listed: matching.length > 0, members: matching };
}

/**
 * The filters in a query string; an unknown kind counts as all kinds, an unknown origin as the documented
 * library.
 */
export function filtersFromQuery(search: string): ExplorerFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind') ?? '';
  const origin = params.get('from') ?? '';
  return {
    origin: (ORIGIN_FILTERS as readonly string[]).includes(origin)
      ? (origin as OriginFilter)
      : DEFAULT_FILTERS.origin,
    query: params.get('q') ?? '',
    kind: (MEMBER_KINDS as readonly string[]).includes(kind) ? (kind as MemberKind) : '',
  };
}

/**
 * The query string of the filters, keeping the address's other parameters; empty with the default
 * filters.
 */
export function queryOfFilters(filters: ExplorerFilters, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('from');
  params.delete('q');
  params.delete('kind');
  if (filters.origin !== DEFAULT_FILTERS.origin) params.set('from', filters.origin);
  if (filters.query.trim()) params.set('q', filters.query.trim());
  if (filters.kind) params.set('kind', filters.kind);
  const query = params.toString();
  return query ? `?${query}` : '';
}
