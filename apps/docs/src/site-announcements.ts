// What the site announces: the banner above every page and its own ad on doc pages. Links are written without a language; every
// page prefixes its own.

/** The announcement banner. Give a new announcement a new id, so that visitors who closed this one see it. */
export const banner = {
  id: 'lectern-0.1',
  text: 'Lectern 0.1 is out: five layouts, offline search and personal settings.',
  link: '/reference/releases/',
  linkText: 'Read the release notes',
};

/** The site's own ad on doc pages, which subscribers may turn off. */
export const ad = {
  title: 'Sponsor Lectern',
  text: 'Put your company in front of every developer who reads these docs, and keep Lectern going.',
  link: '/introduction/sponsors-and-backers/',
};
