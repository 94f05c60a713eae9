import {
  Banner,
  DeveloperPanel,
  HouseAd,
  NotificationsMenu,
  Quickbar,
  RefreshPrompt,
  startPageEffects,
} from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// The parts of the page the visitor's settings change, drawn as the server draws them, with the page's
// effects script running (`startPageEffects`), as on a page of the site.

const root = document.documentElement;

const notifications = [
  { id: 'release-1', date: '2026-11-20', title: 'Lectern 0.1 is out', link: '#releases' },
  { id: 'search', date: '2026-11-12', title: 'Search works offline', link: '#search' },
];

/** Runs the page's effects script for the story, and forgets what it stored afterwards. */
function PageEffects() {
  useEffect(() => startPageEffects(), []);
  return null;
}

function cleanUp() {
  localStorage.removeItem('lectern-settings');
  localStorage.removeItem('lectern-recent-pages');
  return () => {
    localStorage.removeItem('lectern-settings');
    localStorage.removeItem('lectern-recent-pages');
    for (const flag of ['banner-dismissed', 'developer-mode']) root.removeAttribute(`data-${flag}`);
  };
}

function Parts() {
  return (
    <div style={{ display: 'grid', gap: '24px', maxInlineSize: '760px' }}>
      <Banner
        banner={{
          id: 'release-1',
          text: 'Lectern 0.1 is out.',
          link: '#releases',
          linkText: 'Read the notes',
        }}
      />
      <header style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <NotificationsMenu notifications={notifications} locale="en" />
      </header>
      <main>
        <Quickbar page={{ path: '/en/components/alert/', title: 'Alert', locale: 'en' }} />
        <p>The page's content.</p>
        <HouseAd ad={{ title: 'Sponsor Lectern', text: 'Your logo here.', link: '#sponsors' }} />
      </main>
      <RefreshPrompt buildId="build-1" buildUrl="/_lectern/build.json" />
      <DeveloperPanel
        sourcePath="src/content/docs/en/components/alert.mdx"
        frontmatter={{ title: 'Alert' }}
        buildId="build-1"
      />
      <PageEffects />
    </div>
  );
}

const meta = {
  title: 'Settings/Effects',
  component: Parts,
  beforeEach: cleanUp,
} satisfies Meta<typeof Parts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the banner, the notifications (all unread) and the ad; no quickbar, as it has nothing to list. */
export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Sponsor' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page details' })).toBeNull();
  },
};

/** Closing the banner and reading the notifications: both are kept in the settings. */
export const ClosingAndReading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close announcement' }));
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Notifications/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    const stored = JSON.parse(localStorage.getItem('lectern-settings') ?? '{}');
    await expect(stored.values).toMatchObject({
      dismissedBanners: ['release-1'],
      readNotifications: ['release-1', 'search'],
    });
  },
};

/** Developer mode on: the "Page details" button opens the page's source file, build and frontmatter. */
export const DeveloperMode: Story = {
  play: async ({ canvasElement }) => {
    root.setAttribute('data-developer-mode', '');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page details' }));
    const panel = canvas.getByRole('dialog', { name: 'Page details' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent('src/content/docs/en/components/alert.mdx');
  },
};
