// The job board in the browser: hides the listings closed by the visitor's clock, drops the locations
// left without an open listing, and filters by location and for remote jobs, keeping the filters in the
// address's query. Loaded by JobBoard.astro, on the jobs page only.
import {
  type CountTexts,
  countText,
  filtersFromQuery,
  type JobFilters,
  matchesFilters,
  queryOfFilters,
} from './job-filters';

const board = document.querySelector<HTMLElement>('[data-job-board]');
const form = board?.querySelector<HTMLFormElement>('[data-job-filters]');
const locationField = form?.querySelector<HTMLSelectElement>('select[name="location"]');
const remoteField = form?.querySelector<HTMLInputElement>('input[name="remote"]');
const clear = form?.querySelector<HTMLButtonElement>('[data-job-clear]');
const count = board?.querySelector<HTMLElement>('[data-job-count]');
const empty = board?.querySelector<HTMLElement>('[data-job-empty]');
const noneOpen = board?.querySelector<HTMLElement>('[data-job-none-open]');
if (board && form && locationField && remoteField && clear && count && empty && noneOpen) {
  const items = [...board.querySelectorAll<HTMLElement>('[data-job]')];
  const lang = board.dataset.lang ?? 'en';
  const texts = JSON.parse(board.dataset.countTexts ?? '{}') as CountTexts;
  const isOpen = (item: HTMLElement, now: number) => Date.parse(item.dataset.expires ?? '') > now;
  // Only the locations that have a listing open now.
  const openLocations = new Set(
    items.filter((item) => isOpen(item, Date.now())).map((item) => item.dataset.location),
  );
  for (const option of [...locationField.options])
    if (option.value && !openLocations.has(option.value)) option.remove();
  const locations = [...locationField.options].map((option) => option.value).filter(Boolean);

  const show = (filters: JobFilters) => {
    const now = Date.now();
    let openCount = 0;
    let shownCount = 0;
    for (const item of items) {
      const open = isOpen(item, now);
      const matches = matchesFilters(
        { location: item.dataset.location ?? '', remote: item.dataset.remote === 'true' },
        filters,
      );
      item.hidden = !(open && matches);
      if (open) openCount += 1;
      if (!item.hidden) shownCount += 1;
    }
    count.textContent = countText(texts, lang, shownCount, openCount);
    // Nothing open at all: say so, without filters that could not find anything.
    form.hidden = openCount === 0;
    count.hidden = openCount === 0;
    noneOpen.hidden = openCount > 0;
    empty.hidden = shownCount > 0 || openCount === 0;
    clear.disabled = !filters.location && !filters.remoteOnly;
  };

  const current = (): JobFilters => ({ location: locationField.value, remoteOnly: remoteField.checked });
  const update = () => {
    const filters = current();
    const query = queryOfFilters(filters, window.location.search);
    history.replaceState(history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
    show(filters);
  };

  const initial = filtersFromQuery(window.location.search, locations);
  locationField.value = initial.location;
  remoteField.checked = initial.remoteOnly;
  form.addEventListener('change', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  clear.addEventListener('click', () => {
    locationField.value = '';
    remoteField.checked = false;
    update();
    locationField.focus();
  });
  show(initial);
}
