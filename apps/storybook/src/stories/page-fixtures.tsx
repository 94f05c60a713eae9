// Stand-ins for the parts other components draw (navigation bar, sidebar, outline, local nav bar) and a
// page of markdown, shared by the layout stories. The real ones are islands passed into the same slots.
import type { Feature, HeroAction } from '@lectern/theme-core';
import type { CSSProperties, ReactNode } from 'react';

const bar: CSSProperties = {
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: '24px',
  blockSize: 'var(--lectern-layout-nav-height)',
  paddingInline: '24px',
  borderBlockEnd: '1px solid var(--lectern-color-border)',
  backgroundColor: 'var(--lectern-color-background)',
};

const list: CSSProperties = { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '8px' };

export const navBar = (
  <header style={bar}>
    <a href="/" style={{ fontWeight: 700, color: 'var(--lectern-color-text)', textDecoration: 'none' }}>
      Lectern
    </a>
    <nav aria-label="Main navigation">
      <ul style={{ ...list, display: 'flex', gap: '16px' }}>
        <li>
          <a href="/guide/">Guide</a>
        </li>
        <li>
          <a href="/components/">Components</a>
        </li>
      </ul>
    </nav>
  </header>
);

export const localNav = (
  <div style={{ ...bar, insetBlockStart: 'var(--lectern-layout-nav-height)', zIndex: 20, blockSize: '48px' }}>
    <button type="button">Menu</button>
  </div>
);

export const sidebar = (
  <nav
    aria-label="Sidebar navigation"
    style={{
      position: 'sticky',
      insetBlockStart: 'var(--lectern-layout-nav-height)',
      padding: '24px',
      backgroundColor: 'var(--lectern-color-surface)',
      minBlockSize: '100%',
    }}
  >
    <ul style={list}>
      <li>
        <a href="/getting-started/installation">Installation</a>
      </li>
      <li>
        <a href="/getting-started/usage" aria-current="page">
          Usage
        </a>
      </li>
      <li>
        <a href="/components/alerts">Alerts</a>
      </li>
    </ul>
  </nav>
);

export const outline = (
  <nav aria-label="Table of contents for current page" style={{ fontSize: '0.875rem' }}>
    <p style={{ margin: '0 0 8px', fontWeight: 600 }}>On this page</p>
    <ul style={list}>
      <li>
        <a href="#props">Props</a>
      </li>
      <li>
        <a href="#examples">Examples</a>
      </li>
    </ul>
  </nav>
);

/** A page of rendered markdown with every element the content typography styles. */
export function MarkdownPage({ title = 'Alerts' }: { title?: string }): ReactNode {
  return (
    <>
      <h1>{title}</h1>
      <p>
        The <code>v-alert</code> component shows a message of one of four types: success, info, warning or
        error. Read <a href="/getting-started/installation">the installation guide</a> first.
      </p>
      <h2 id="props">Props</h2>
      <table>
        <thead>
          <tr>
            <th>Prop</th>
            <th>Type</th>
            <th>Default</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>type</code>
            </td>
            <td>
              <code>'success' | 'info' | 'warning' | 'error'</code>
            </td>
            <td>—</td>
          </tr>
          <tr>
            <td>
              <code>border</code>
            </td>
            <td>
              <code>boolean | 'top' | 'end' | 'bottom' | 'start'</code>
            </td>
            <td>
              <code>false</code>
            </td>
          </tr>
        </tbody>
      </table>
      <h2 id="examples">Examples</h2>
      <h3>Types</h3>
      <pre>
        <code>
          {'<v-alert type="success">Saved.</v-alert>\n<v-alert type="error">Could not save.</v-alert>'}
        </code>
      </pre>
      <h4>Borders</h4>
      <ul>
        <li>A boolean adds a border at the start.</li>
        <li>
          A side puts it there:
          <ol>
            <li>top</li>
            <li>end</li>
          </ol>
        </li>
      </ul>
      <blockquote>
        <p>Alerts are not dialogs: they do not take focus.</p>
      </blockquote>
    </>
  );
}

export const heroActions: HeroAction[] = [
  { text: 'Get started', link: '/getting-started/installation', theme: 'brand' },
  { text: 'Components', link: '/components/', theme: 'alt' },
  { text: 'Sponsor', link: 'https://github.com/sponsors/lectern', theme: 'sponsor' },
];

/** A hero image drawn inline, one per appearance (data URIs, so the stories need no files). */
function svgImage(fill: string, stroke: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect x="20" y="20" width="160" height="160" rx="32" fill="${fill}"/><path d="M60 140V60h20v60h60v20z" fill="${stroke}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const heroImage = {
  light: svgImage('#1867c0', '#ffffff'),
  dark: svgImage('#2196F3', '#0a1929'),
  alt: 'Lectern logo',
};

export const features: Feature[] = [
  {
    icon: '⚡',
    title: 'Ships HTML first',
    details: 'Rendered on the server; JavaScript only adds behaviour.',
  },
  {
    icon: '🧭',
    title: 'Navigation',
    details: 'Sidebar, outline, previous and next links.',
    link: '/guide/',
    linkText: 'Read the guide',
  },
  { icon: '🌐', title: 'Languages', details: 'Pages per language with English fallback.' },
  { icon: '🔎', title: 'Search', details: 'Offline search per language.' },
  { icon: '🎨', title: 'Themes', details: 'Light, dark and blackguard.' },
  { icon: '♿', title: 'Accessible', details: 'Landmarks, keyboard use and contrast, checked with axe.' },
];
