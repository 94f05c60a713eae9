// Sample data for the Sidebar, LocalNav and Outline stories: a sidebar nested to the deepest allowed
// level, and a page whose headings the outline follows.
import { buildOutline, type PageHeading, type ResolvedSidebarItem } from '@lectern/theme-core';
import type { CSSProperties } from 'react';

/** A resolved sidebar: groups, collapsible sections (closed and open), depth 5, external links. */
export const sidebarItems: ResolvedSidebarItem[] = [
  {
    text: 'Getting started',
    items: [
      { text: 'Introduction', link: '/getting-started/' },
      { text: 'Installation', link: '/getting-started/installation' },
      { text: 'Browser support', link: '/getting-started/browser-support' },
    ],
  },
  {
    text: 'Components',
    collapsed: false,
    items: [
      { text: 'Alerts', link: '/components/alerts' },
      { text: 'Buttons', link: '/components/buttons' },
      {
        text: 'Data tables',
        link: '/components/data-tables/',
        collapsed: true,
        items: [
          { text: 'Basics', link: '/components/data-tables/basics' },
          { text: 'Server side', link: '/components/data-tables/server-side' },
        ],
      },
      {
        text: 'Forms',
        collapsed: true,
        items: [
          {
            text: 'Inputs',
            items: [
              {
                text: 'Text fields',
                collapsed: true,
                items: [
                  { text: 'Masks', link: '/components/forms/inputs/text-fields/masks' },
                  { text: 'Validation', link: '/components/forms/inputs/text-fields/validation' },
                ],
              },
              { text: 'Date pickers', link: '/components/forms/inputs/date-pickers' },
            ],
          },
        ],
      },
    ],
  },
  {
    text: 'API',
    collapsed: true,
    items: [
      { text: 'Props', link: '/api/props' },
      { text: 'Events', link: '/api/events' },
    ],
  },
  {
    text: 'Resources',
    items: [
      { text: 'Releases', link: '/resources/releases' },
      { text: 'GitHub', link: 'https://github.com/lectern/lectern' },
    ],
  },
];

const pageHeadings: PageHeading[] = [
  { level: 2, title: 'Installation' },
  { level: 3, title: 'With pnpm' },
  { level: 3, title: 'With npm' },
  { level: 2, title: 'Usage' },
  { level: 3, title: 'Colors' },
  { level: 3, title: 'Density' },
  { level: 4, title: 'Compact tables' },
  { level: 2, title: 'Accessibility' },
  { level: 2, title: 'Props' },
  { level: 3, title: 'type' },
  { level: 3, title: 'border' },
  { level: 3, title: 'closable' },
  { level: 2, title: 'Events' },
  { level: 2, title: 'Slots' },
  { level: 2, title: 'Examples' },
  { level: 3, title: 'Dismissible alerts' },
  { level: 3, title: 'Alerts with icons' },
  { level: 2, title: 'Frequently asked questions' },
];

/** A long outline: levels 2 to 4, as the outline setting `deep` would give (without level 5 and 6). */
export const longOutline = buildOutline(pageHeadings, [2, 4]);

/** A short outline: level 2 only, the default. */
export const shortOutline = buildOutline(pageHeadings.slice(0, 8), [2, 2]);

const section: CSSProperties = { minBlockSize: '45vh' };

/** The page the outline belongs to: every heading with its id, and enough text to scroll. */
export function SamplePage() {
  const ids = new Map<string, string>();
  const collect = (headers: typeof longOutline) => {
    for (const header of headers) {
      ids.set(header.title, header.link.slice(1));
      collect(header.children);
    }
  };
  collect(longOutline);
  return (
    <article style={{ maxInlineSize: '720px' }}>
      <h1>Alerts</h1>
      {pageHeadings.map(({ level, title }) => {
        const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
        return (
          <section key={title} style={section}>
            <Heading id={ids.get(title)} style={{ scrollMarginBlockStart: '80px' }}>
              {title}
            </Heading>
            <p>
              The alert component shows short, important messages. This paragraph stands in for the
              documentation of “{title}”.
            </p>
          </section>
        );
      })}
    </article>
  );
}
