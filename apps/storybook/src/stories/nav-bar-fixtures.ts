// Sample data for the NavBar, NavScreen and NavBarAppearance stories.
import {
  defaultLocales,
  type LocaleEntry,
  type NavItem,
  type SiteVersions,
  type VersionMenuItem,
  versionMenu,
} from '@lectern/theme-core';
import { type SocialLinkWithIcon, withSocialIcons } from '@lectern/theme-react';

/** A main menu with a plain link, a dropdown with a titled section, and an external link. */
export const nav: NavItem[] = [
  { text: 'Guide', link: '/en/getting-started/' },
  {
    text: 'Components',
    items: [
      { text: 'All components', link: '/en/components/' },
      {
        text: 'Inputs',
        items: [
          { text: 'Text fields', link: '/en/components/text-fields' },
          { text: 'Selects', link: '/en/components/selects' },
        ],
      },
      {
        text: 'Containment',
        items: [
          { text: 'Buttons', link: '/en/components/buttons' },
          { text: 'Cards', link: '/en/components/cards' },
        ],
      },
    ],
  },
  { text: 'API', link: '/en/api/', activeMatch: '^/en/(api|reference)/' },
  {
    text: 'Resources',
    items: [
      { text: 'Releases', link: '/en/releases/' },
      { text: 'Playground', link: 'https://play.lectern.dev/' },
    ],
  },
];

/** English, Simplified Chinese and "Help translate" offered; five more listed but disabled. */
export const locales: LocaleEntry[] = [...defaultLocales];

/** One offered language: the language menu is hidden. */
export const oneLocale: LocaleEntry[] = [
  { title: 'English', locale: 'en', enabled: true },
  { title: '日本語', locale: 'ja', enabled: false },
];

/** A site with its current version and two older ones. */
export const siteVersions: SiteVersions = {
  current: { name: '0.3', label: 'v0.3' },
  older: [
    { name: '0.2', label: 'v0.2' },
    { name: '0.1', label: 'v0.1' },
  ],
};

/** The version menu of the installation page of version 0.2, as a site's server computes it. */
export const versions: VersionMenuItem[] = versionMenu('/0.2/en/getting-started/installation', siteVersions);

/** The links with their icons resolved, as a site's server hands them to the navigation bar. */
export const socialLinks: SocialLinkWithIcon[] = withSocialIcons([
  { icon: 'github', link: 'https://github.com/lectern/lectern' },
  { icon: 'discord', link: 'https://discord.gg/lectern', ariaLabel: 'Discord community' },
  { icon: 'x', link: 'https://x.com/lecterndocs' },
  { icon: 'bluesky', link: 'https://bsky.app/profile/lectern.dev' },
]);

const logoSvg = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${colour}"/><path d="M7 6h3v9h7v3H7z" fill="#fff"/></svg>`,
  )}`;

/** A logo with a variant per appearance. */
export const logo = { light: logoSvg('#1867c0'), dark: logoSvg('#2196f3'), alt: 'Lectern' };

/** Leaves no theme choice or open screen behind for the next story. */
export function resetNavState(): void {
  document.documentElement.removeAttribute('data-nav-screen-open');
  localStorage.removeItem('lectern-appearance');
}
