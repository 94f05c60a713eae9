// The releases page in the browser: shows the releases of one package or of all, keeping the choice in
// the address's query, and opening a release's permalink shows its package whatever the filter said.
// Loaded by the releases layout, on that page only.
import { packageFromQuery, queryOfPackage } from './release-filter';

const page = document.querySelector<HTMLElement>('[data-releases]');
const form = page?.querySelector<HTMLFormElement>('[data-release-filter]');
const select = form?.querySelector<HTMLSelectElement>('select');
const status = page?.querySelector<HTMLElement>('[data-release-status]');
if (page && form && select && status) {
  const sections = [...page.querySelectorAll<HTMLElement>('[data-package]')];
  const names = sections.map((section) => section.dataset.package ?? '');
  const statusText = JSON.parse(page.dataset.statusTexts ?? '{}') as { all: string; one: string };

  const show = (name: string) => {
    for (const section of sections) section.hidden = name !== '' && section.dataset.package !== name;
    status.textContent = name ? statusText.one.replace('{name}', name) : statusText.all;
  };
  const choose = (name: string) => {
    select.value = name;
    const query = queryOfPackage(name, window.location.search);
    history.replaceState(history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
    show(name);
  };
  /** Opening a permalink to a release the filter hides shows every package. */
  const reveal = () => {
    const target = window.location.hash
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
    if (target?.closest<HTMLElement>('[data-package]')?.hidden) choose('');
    target?.scrollIntoView();
  };

  select.value = packageFromQuery(window.location.search, names);
  form.hidden = false;
  show(select.value);
  reveal();
  select.addEventListener('change', () => choose(select.value));
  form.addEventListener('submit', (event) => event.preventDefault());
  window.addEventListener('hashchange', reveal);
}
