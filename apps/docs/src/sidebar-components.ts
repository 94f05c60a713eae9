import type { SidebarItem } from '@lectern/theme-core';

/**
 * The sidebar of the component pages, for the `'/components/'` prefix: the overview first, then the
 * components grouped by what they are for (the same groups as the overview page). Links are written
 * without a language; every page prefixes its own.
 */
export const componentsSidebar: SidebarItem[] = [
  { text: 'Overview', link: '/components/' },
  {
    text: 'Feedback',
    items: [{ text: 'Alert', link: '/components/alert/' }],
  },
  {
    text: 'Navigation',
    items: [
      { text: 'Bottom navigation', link: '/components/bottom-navigation/' },
      { text: 'Floating action button', link: '/components/fab/' },
      { text: 'Footer', link: '/components/footer/' },
      { text: 'Menus', link: '/components/menus/' },
    ],
  },
  {
    text: 'Inputs',
    items: [
      { text: 'Autocomplete', link: '/components/autocomplete/' },
      { text: 'Combobox', link: '/components/combobox/' },
      { text: 'Date picker', link: '/components/date-picker/' },
      { text: 'File input', link: '/components/file-input/' },
      { text: 'OTP input', link: '/components/otp-input/' },
      { text: 'Rating', link: '/components/rating/' },
      { text: 'Textarea', link: '/components/textarea/' },
    ],
  },
  {
    text: 'Containers',
    items: [
      { text: 'Carousel', link: '/components/carousel/' },
      { text: 'Expansion panels', link: '/components/expansion-panels/' },
      { text: 'Data iterator', link: '/components/data-iterator/' },
    ],
  },
  {
    text: 'Data',
    items: [
      {
        text: 'Data tables',
        items: [
          { text: 'Basics', link: '/components/data-tables/basics/' },
          { text: 'Sorting and pagination', link: '/components/data-tables/sorting-and-pagination/' },
        ],
      },
      { text: 'Sparkline', link: '/components/sparkline/' },
    ],
  },
];
