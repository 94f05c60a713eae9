import type { SidebarItem } from '@lectern/theme-core';

/**
 * The documented library's pages, in one place: the component pages grouped by what they are for, in the
 * order the sidebar and the overview page (`/en/components/`) show them. The sidebar is made from it, the
 * overview is checked against it (content-facts.test.ts), and the browser tests visit its pages.
 */

/** A component page: its address under `/{locale}/components/`, and its name in the sidebar and overview. */
export interface CataloguePage {
  readonly slug: string;
  readonly title: string;
}

/** A component with several pages: its name, and its pages under it. */
export interface CatalogueSection {
  readonly title: string;
  readonly pages: readonly CataloguePage[];
}

/** A group of components, as the sidebar and the overview's sections name it. */
export interface CatalogueGroup {
  readonly title: string;
  readonly entries: readonly (CataloguePage | CatalogueSection)[];
}

export const COMPONENT_GROUPS: readonly CatalogueGroup[] = [
  { title: 'Feedback', entries: [{ slug: 'alert', title: 'Alert' }] },
  {
    title: 'Navigation',
    entries: [
      { slug: 'bottom-navigation', title: 'Bottom navigation' },
      { slug: 'fab', title: 'Floating action button' },
      { slug: 'footer', title: 'Footer' },
      { slug: 'menus', title: 'Menus' },
    ],
  },
  {
    title: 'Inputs',
    entries: [
      { slug: 'autocomplete', title: 'Autocomplete' },
      { slug: 'combobox', title: 'Combobox' },
      { slug: 'date-picker', title: 'Date picker' },
      { slug: 'file-input', title: 'File input' },
      { slug: 'otp-input', title: 'OTP input' },
      { slug: 'rating', title: 'Rating' },
      { slug: 'textarea', title: 'Textarea' },
    ],
  },
  {
    title: 'Containers',
    entries: [
      { slug: 'carousel', title: 'Carousel' },
      { slug: 'expansion-panels', title: 'Expansion panels' },
      { slug: 'data-iterator', title: 'Data iterator' },
    ],
  },
  {
    title: 'Data',
    entries: [
      {
        title: 'Data tables',
        pages: [
          { slug: 'data-tables/basics', title: 'Basics' },
          { slug: 'data-tables/sorting-and-pagination', title: 'Sorting and pagination' },
        ],
      },
      { slug: 'sparkline', title: 'Sparkline' },
    ],
  },
];

/** The pages of an entry: itself, or a section's pages. */
const pagesOf = (entry: CataloguePage | CatalogueSection): readonly CataloguePage[] =>
  'pages' in entry ? entry.pages : [entry];

/** Every component page of a group, in order. */
export const groupPages = (group: CatalogueGroup): CataloguePage[] => group.entries.flatMap(pagesOf);

/** Every component page, in the catalogue's order. */
export const componentPages = (): CataloguePage[] => COMPONENT_GROUPS.flatMap(groupPages);

const link = (page: CataloguePage): SidebarItem => ({ text: page.title, link: `/components/${page.slug}/` });

/**
 * The sidebar of the component pages, for the `'/components/'` prefix: the overview first, then the
 * groups. Links are written without a language; every page prefixes its own.
 */
export const componentsSidebar: SidebarItem[] = [
  { text: 'Overview', link: '/components/' },
  ...COMPONENT_GROUPS.map((group) => ({
    text: group.title,
    items: group.entries.map((entry) =>
      'pages' in entry ? { text: entry.title, items: entry.pages.map(link) } : link(entry),
    ),
  })),
];
