// The API's history across the site's versions: the current version's API data, compared with the API data
// of each older version, says which version added a component or one of its members (`since`), which last
// changed a member (`changed`), and which removed a member (`removed`; the member is kept, from the last
// version that had it, so that readers of the versions before still find it, and the lens hides it from
// the others). What the data says itself (a JSDoc `@since`) is kept.
import type { ComponentApi } from './config/api.js';

/** The API data of one version: its components by entry id. */
export interface VersionedApi {
  /** The version's name. @example '1.2' */
  readonly version: string;
  readonly components: Readonly<Record<string, ComponentApi>>;
}

/** Code as two readers may write it differently: white space run together, one kind of quotes. */
function code(text: string | null): string | null {
  return text === null ? null : text.replace(/\s+/g, ' ').replace(/"/g, "'").trim();
}

/**
 * The kinds of members that carry version marks, and what makes two of a kind differ (`changed`): a prop's
 * accepted values when both versions list them (a union written out in one and named by its alias in the
 * other is the same prop), else its type; its default; whether it is needed.
 */
const MEMBER_KINDS = {
  props: (prop: ComponentApi['props'][number]) => [
    prop.values === null ? code(prop.type) : [...prop.values].sort(),
    code(prop.default),
    prop.required,
  ],
  events: (event: ComponentApi['events'][number]) => [code(event.payload)],
  exposed: (member: NonNullable<ComponentApi['exposed']>[number]) => [code(member.type)],
} as const;

type MemberKind = keyof typeof MEMBER_KINDS;
type Member = { readonly name: string } & Partial<Record<'since' | 'changed' | 'removed', string>>;

/** The members of one kind of a component, by name, or `undefined` when the version lacks the component. */
function membersByName(api: ComponentApi | undefined, kind: MemberKind): Map<string, Member> | undefined {
  if (api === undefined) return undefined;
  return new Map(((api[kind] ?? []) as readonly Member[]).map((member) => [member.name, member]));
}

/**
 * The first version of the run of versions, up to the last, that all have something: `undefined` when
 * every version has it (its start is older than what is compared) or the last lacks it.
 */
function runStart(has: readonly boolean[], end: number): number | undefined {
  if (!has[end]) return undefined;
  let start = end;
  while (start > 0 && has[start - 1]) start--;
  return start === 0 ? undefined : start;
}

/** Whether a component has a member of that name in another of its tables (props, events, slots…). */
function otherKindsHave(api: ComponentApi | undefined, kind: MemberKind, name: string): boolean {
  if (api === undefined) return false;
  const tables = [api.props, api.events, api.slots, api.exposed ?? []] as const;
  const kinds = ['props', 'events', 'slots', 'exposed'] as const;
  return tables.some((table, index) => kinds[index] !== kind && table.some((member) => member.name === name));
}

/** The marks of one kind of members of a component, its removed members kept after the present ones. */
function markMembers(
  history: readonly VersionedApi[],
  apis: readonly (ComponentApi | undefined)[],
  kind: MemberKind,
): Member[] {
  const last = history.length - 1;
  const lists = apis.map((api) => membersByName(api, kind));
  const signature = (member: Member) =>
    JSON.stringify((MEMBER_KINDS[kind] as (m: Member) => unknown)(member));
  const names = [...new Set(lists.flatMap((list) => [...(list?.keys() ?? [])]))];
  const marked: Member[] = [];
  const removed: Member[] = [];
  for (const name of names) {
    const has = lists.map((list) => list?.has(name) === true);
    // Where it was last, and the version after that (which removed it) when that is not the last.
    let end = last;
    while (end >= 0 && !has[end]) end--;
    const member = lists[end]?.get(name) as Member;
    const marks: Partial<Record<'since' | 'changed' | 'removed', string>> = {};
    const start = runStart(has, end);
    // A member new with its component is marked by the component's badge alone.
    if (start !== undefined && member.since === undefined && lists[start - 1] !== undefined)
      marks.since = history[start]?.version;
    for (let at = end; at > 0 && member.changed === undefined; at--) {
      const before = lists[at - 1]?.get(name);
      const now = lists[at]?.get(name);
      if (before === undefined || now === undefined) break;
      if (signature(before) !== signature(now)) {
        marks.changed = history[at]?.version;
        break;
      }
    }
    if (end < last) {
      // One reader's prop is another's slot (a prop of React nodes): a member that moved to another
      // table of the component is not gone.
      if (otherKindsHave(apis[last], kind, name)) continue;
      marks.removed = history[end + 1]?.version;
    }
    (end < last ? removed : marked).push({ ...member, ...marks });
  }
  return [...marked, ...removed];
}

/**
 * The last version's API data with what comparing it with the versions before says: `history` lists the
 * versions oldest first, the current one last. A component (or a member) the versions before lacked gets
 * `since` — the first version of the run that has it, up to the current one — unless every version
 * compared has it; a member whose type, default or need (an event's payload, an exposed member's type)
 * differs from the version before gets `changed`; a member an older version had and the current one lacks
 * is kept after the others with `removed`, the version that dropped it (unless the current one has it in
 * another table: a prop read as a slot). Components the current version
 * lacks are left out (their pages are the older version's).
 *
 * @example
 * apiHistory([{ version: '1.0', components: { alert: v1 } }, { version: '2.0', components: { alert: v2 } }])
 * // { alert: { ...v2, props: [..., { name: 'heading', since: '2.0' }, { name: 'title', removed: '2.0' }] } }
 */
export function apiHistory(history: readonly VersionedApi[]): Record<string, ComponentApi> {
  const current = history.at(-1);
  if (current === undefined) return {};
  const marked: Record<string, ComponentApi> = {};
  for (const [id, api] of Object.entries(current.components)) {
    const apis = history.map((version) => version.components[id]);
    const start = runStart(
      apis.map((each) => each !== undefined),
      apis.length - 1,
    );
    const next: Record<string, unknown> = { ...api };
    if (start !== undefined && api.since === undefined) next.since = history[start]?.version;
    for (const kind of Object.keys(MEMBER_KINDS) as MemberKind[]) {
      if (
        kind === 'exposed' &&
        api.exposed === undefined &&
        apis.every((each) => each?.exposed === undefined)
      )
        continue;
      next[kind] = markMembers(history, apis, kind);
    }
    marked[id] = next as ComponentApi;
  }
  return marked;
}
