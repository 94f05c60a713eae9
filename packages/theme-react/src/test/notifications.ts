/** Two notifications of a site, the older first, for tests. */
export const notifications = [
  { id: 'old', date: '2026-10-01', title: 'Search works offline', link: '/en/features/search/' },
  { id: 'new', date: '2026-11-20', title: 'Lectern 0.1 is out', link: '/en/reference/releases/' },
];
