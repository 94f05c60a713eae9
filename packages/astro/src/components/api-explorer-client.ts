// The API explorer in the browser: filters the components and their members by set, by name and by kind
// as the reader types or picks, keeping the filters in the address's query. The page lists everything
// without it; the filters' form is shown once this runs.
import {
  defaultExplorerFilters,
  type ExplorerFilters,
  type ExplorerMember,
  filterComponent,
  filtersFromQuery,
  interpolate,
  type MemberKind,
  queryOfFilters,
} from '@lectern/theme-core';

/** Starts the explorer of the page, if it has one. */
export function startApiExplorer(): void {
  const explorer = document.querySelector<HTMLElement>('[data-api-explorer]');
  const form = explorer?.querySelector<HTMLFormElement>('[data-explorer-filters]');
  const queryField = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = explorer?.querySelector<HTMLElement>('[data-explorer-status]');
  const empty = explorer?.querySelector<HTMLElement>('[data-explorer-empty]');
  if (!explorer || !form || !queryField || !status || !empty) return;
  const texts = JSON.parse(explorer.dataset.texts ?? '{}') as { all: string; filtered: string };
  const sets = JSON.parse(explorer.dataset.sets ?? '[]') as string[];
  const total = Number(explorer.dataset.totalComponents ?? 0);
  const entries = [...explorer.querySelectorAll<HTMLElement>('[data-api-entry]')].map((element) => {
    const items = [...element.querySelectorAll<HTMLElement>('[data-member-kind]')];
    return {
      element,
      items,
      component: {
        name: element.dataset.name ?? '',
        set: element.dataset.set ?? '',
        members: items.map((item) => ({
          kind: item.dataset.memberKind as MemberKind,
          name: item.dataset.memberName ?? '',
        })),
      },
    };
  });
  const groups = [...explorer.querySelectorAll<HTMLElement>('[data-explorer-group]')];
  const kindFields = [...form.querySelectorAll<HTMLInputElement>('input[name="kind"]')];
  const setFields = [...form.querySelectorAll<HTMLInputElement>('input[name="from"]')];

  const show = (filters: ExplorerFilters) => {
    let components = 0;
    let members = 0;
    for (const { element, items, component } of entries) {
      const result = filterComponent(component, filters);
      const shown = new Set<ExplorerMember>(result.members);
      element.hidden = !result.listed;
      items.forEach((item, index) => {
        item.hidden = !shown.has(component.members[index] as ExplorerMember);
      });
      if (result.listed) components += 1;
      members += result.members.length;
    }
    for (const group of groups) group.hidden = !group.querySelector('[data-api-entry]:not([hidden])');
    status.textContent = interpolate(
      components < total ? texts.filtered : texts.all,
      { components, totalComponents: total, members },
      document.documentElement.lang || 'en',
    );
    empty.hidden = components > 0;
  };

  const current = (): ExplorerFilters => ({
    set: setFields.find((field) => field.checked)?.value ?? defaultExplorerFilters(sets).set,
    query: queryField.value,
    kind: (kindFields.find((field) => field.checked)?.value ?? '') as MemberKind | '',
  });
  const update = () => {
    const filters = current();
    const query = queryOfFilters(filters, sets, window.location.search);
    history.replaceState(history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
    show(filters);
  };

  const initial = filtersFromQuery(window.location.search, sets);
  queryField.value = initial.query;
  for (const field of kindFields) field.checked = field.value === initial.kind;
  for (const field of setFields) field.checked = field.value === initial.set;
  form.hidden = false;
  form.addEventListener('input', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  show(initial);
}
