import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { axeViolations, test, waitForHydration } from './helpers';

// Login with the GitHub-like and Discord-like providers of e2e/oauth-providers.mjs, settings saved to the
// account and synced to a second device, logout, refused logins and writes, the subscriber perks granted
// with the admin command, and their effects on the site. The tests share the providers' profile, so they
// run one after another.
test.describe.configure({ mode: 'serial' });

const PAGE = '/en/introduction/what-is-lectern/';
const port = Number(process.env.E2E_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
const providerPort = { github: port + 20, discord: port + 21 } as const;
/** The accounts' command (`lectern-accounts`), where the package's manifest says it is, as npx finds it. */
const cli = (() => {
  const manifest = createRequire(import.meta.url).resolve('@lectern/accounts/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin['lectern-accounts'] ?? '');
})();

// The provider's user ids of this run of the tests: a retry runs the tests again in a new worker, and
// must not log in as a user the failed attempt already made (whose saved settings would then apply).
let nextId = Date.now() % 1_000_000_000;

/** Makes the next login with a provider that of a new user, named `name`. */
async function nextProfile(page: Page, provider: 'github' | 'discord', name: string): Promise<number> {
  nextId += 1;
  const profile =
    provider === 'github'
      ? { id: nextId, login: name.toLowerCase().replace(/\W/g, ''), name, avatar_url: null }
      : {
          id: String(nextId),
          username: name.toLowerCase().replace(/\W/g, ''),
          global_name: name,
          avatar: null,
        };
  const response = await page.request.post(`http://127.0.0.1:${providerPort[provider]}/_profile`, {
    data: profile,
  });
  expect(response.status()).toBe(204);
  return nextId;
}

const settingsButton = (page: Page) => page.getByRole('button', { name: 'Settings', exact: true });
const settingsPanel = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openSettings(page: Page, path = PAGE): Promise<void> {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(path);
  await waitForHydration(page);
  await settingsButton(page).click();
  await expect(settingsPanel(page)).toBeVisible();
}

/** Logs in from the settings panel and comes back to the page, the panel open again. */
async function logIn(page: Page, provider: 'GitHub' | 'Discord'): Promise<void> {
  await openSettings(page);
  await settingsPanel(page)
    .getByRole('link', { name: `Log in with ${provider}` })
    .click();
  await page.waitForURL(`**${PAGE}`);
  await waitForHydration(page);
  await settingsButton(page).click();
  await expect(settingsPanel(page).getByText(/^Logged in as /)).toBeVisible();
}

function putSettings(context: BrowserContext, body: string, headers: Record<string, string> = {}) {
  return context.request.put(`${origin}/api/settings/`, {
    headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
    data: body,
  });
}

const settingsBody = (values: Record<string, unknown>, updatedAt: Record<string, number>) =>
  JSON.stringify({ version: 1, values, updatedAt });

test('an anonymous visitor sees "Log in with GitHub" and "Log in with Discord" in the settings, without violations', async ({
  page,
}) => {
  await openSettings(page);
  await expect(settingsPanel(page).getByRole('link', { name: 'Log in with GitHub' })).toBeVisible();
  await expect(settingsPanel(page).getByRole('link', { name: 'Log in with Discord' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('logging in with GitHub saves the settings to the account, and a second device gets them', async ({
  page,
  browser,
}) => {
  // Two browsers each log in through the provider: on a busy machine that is more than 30 s.
  test.slow();
  await nextProfile(page, 'github', 'Ada Lovelace');
  await logIn(page, 'GitHub');
  await expect(settingsPanel(page).getByText('Logged in as Ada Lovelace')).toBeVisible();
  await expect(settingsPanel(page).getByText('Your settings sync across your devices.')).toBeVisible();

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings/') && response.request().method() === 'PUT',
  );
  await settingsPanel(page).getByRole('radio', { name: 'Dark' }).check();
  await settingsPanel(page).getByRole('radio', { name: 'Right to left' }).check();
  expect((await saved).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`${origin}/api/settings/`)).json()).settings?.values?.direction,
    )
    .toBe('rtl');

  // Another device: a browser of its own, logging in with the same GitHub account.
  const device = await browser.newContext();
  const other = await device.newPage();
  await other.request.post(`http://127.0.0.1:${providerPort.github}/_profile`, {
    data: { id: nextId, login: 'adalovelace', name: 'Ada Lovelace', avatar_url: null },
  });
  await logIn(other, 'GitHub');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await other.reload();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await device.close();
});

test('logging in with Discord saves the settings to the account (syncing needs GitHub)', async ({ page }) => {
  await nextProfile(page, 'discord', 'Grace Hopper');
  await logIn(page, 'Discord');
  await expect(settingsPanel(page).getByText('Logged in as Grace Hopper')).toBeVisible();
  await expect(
    settingsPanel(page).getByText(
      'Your settings are saved to your account. Log in with GitHub to sync them across devices.',
    ),
  ).toBeVisible();
  const account = await (await page.request.get(`${origin}/api/account/`)).json();
  expect(account.user).toMatchObject({ name: 'Grace Hopper', providers: ['discord'], subscriber: false });
});

test('the dashboard shows the account, its login providers and subscriber state, and links a second provider', async ({
  page,
}) => {
  // Two logins and four looks with axe: on a busy machine that is more than 30 s.
  test.slow();
  await nextProfile(page, 'github', 'Katherine Johnson');
  await logIn(page, 'GitHub');
  await settingsPanel(page).getByRole('link', { name: 'Your dashboard' }).click();
  await page.waitForURL('**/en/user/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Logged in as Katherine Johnson')).toBeVisible();
  await expect(page.getByText('GitHub: linked')).toBeVisible();
  await expect(page.getByText('Not a subscriber: the perks stay locked.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'System' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Linking asks first, on a page of the server's naming both accounts; Cancel links nothing.
  await nextProfile(page, 'discord', 'Katherine J');
  const confirmation = page.getByRole('heading', { level: 1, name: 'Link Discord to your account?' });
  await page.getByRole('link', { name: 'Link Discord' }).click();
  await expect(confirmation).toBeVisible();
  await expect(
    page.getByText(
      'Link the Discord account Katherine J to the account you are logged in with, Katherine Johnson (GitHub)?',
    ),
  ).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  let account = await (await page.request.get(`${origin}/api/account/`)).json();
  expect(account.user.providers).toEqual(['github']);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/en/user/dashboard/');
  await expect(page.getByText('GitHub: linked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Link Discord' })).toBeVisible();
  account = await (await page.request.get(`${origin}/api/account/`)).json();
  expect(account.user.providers).toEqual(['github']);

  await page.getByRole('link', { name: 'Link Discord' }).click();
  await expect(confirmation).toBeVisible();
  await page.getByRole('button', { name: 'Link Discord' }).click();
  await page.waitForURL('**/en/user/dashboard/');
  await expect(page.getByText('Discord: linked')).toBeVisible();
  await expect(page.getByText('GitHub: linked')).toBeVisible();
});

test('logging out ends the session on the server', async ({ page }) => {
  await nextProfile(page, 'github', 'Alan Turing');
  await logIn(page, 'GitHub');
  await settingsPanel(page).getByRole('button', { name: 'Log out' }).click();
  await expect(settingsPanel(page).getByRole('link', { name: 'Log in with GitHub' })).toBeVisible();
  const account = await (await page.request.get(`${origin}/api/account/`)).json();
  expect(account.user).toBeNull();
  expect((await putSettings(page.context(), settingsBody({ theme: 'dark' }, { theme: 1 }))).status()).toBe(
    401,
  );
});

test('a forged state and a replayed callback are refused, and the page says the login did not work', async ({
  page,
}) => {
  const forged = await page.request.get(`${origin}/auth/github/callback/?code=abc&state=forged`, {
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(302);
  expect(forged.headers().location).toContain('login=failed');

  await nextProfile(page, 'github', 'Edsger Dijkstra');
  let callback = '';
  page.on('request', (request) => {
    if (request.url().includes('/auth/github/callback/')) callback = request.url();
  });
  await logIn(page, 'GitHub');
  expect(callback).toContain('code=');
  await page.goto(callback);
  await expect(page).toHaveURL(/login=failed/);
  await waitForHydration(page);
  await settingsButton(page).click();
  await expect(settingsPanel(page).getByRole('alert')).toHaveText('Logging in did not work. Try again.');
});

test('writes from another site, oversized and mistyped settings are refused, each problem named', async ({
  page,
}) => {
  await nextProfile(page, 'github', 'Barbara Liskov');
  await logIn(page, 'GitHub');
  const context = page.context();

  const crossSite = await putSettings(context, settingsBody({ theme: 'dark' }, { theme: 1 }), {
    Origin: 'https://evil.example',
  });
  expect(crossSite.status()).toBe(403);

  const oversized = await putSettings(context, settingsBody({ pins: [`/${'a'.repeat(17 * 1024)}`] }, {}));
  expect(oversized.status()).toBe(413);
  expect((await oversized.json()).errors[0].message).toMatch(/16 KB/);

  const mistyped = await putSettings(context, settingsBody({ theme: 'sepia', darkCodeBlocks: 'yes' }, {}));
  expect(mistyped.status()).toBe(400);
  const fields = (await mistyped.json()).errors.map((error: { field: string }) => error.field);
  expect(fields).toEqual(expect.arrayContaining(['values.theme', 'values.darkCodeBlocks']));
});

test('a perk is refused for a non-subscriber and accepted once the admin command grants the subscription', async ({
  page,
}) => {
  const id = await nextProfile(page, 'github', 'Frances Allen');
  await logIn(page, 'GitHub');
  const ads = settingsPanel(page).getByRole('switch', { name: 'Ads' });
  await expect(ads).toBeDisabled();
  await expect(ads).toHaveAccessibleDescription('Turning off ads is a subscriber perk.');

  const account = (await (await page.request.get(`${origin}/api/settings/`)).json()).settings;
  const noAds = settingsBody({ ...account.values, ads: false }, { ...account.updatedAt, ads: Date.now() });
  const refused = await putSettings(page.context(), noAds);
  expect(refused.status()).toBe(403);
  expect(JSON.stringify(await refused.json())).toContain('Turning off ads is a subscriber perk.');

  execFileSync(process.execPath, [cli, 'subscriber', 'grant', `github:${id}`], {
    env: { ...process.env, LECTERN_SQLITE_PATH: process.env.E2E_ACCOUNTS_DB },
  });
  const accepted = await putSettings(page.context(), noAds);
  expect(accepted.status()).toBe(200);
  expect((await accepted.json()).settings.values.ads).toBe(false);

  await openSettings(page);
  await expect(settingsPanel(page).getByRole('switch', { name: 'Ads' })).toBeEnabled();
});

test("a subscriber's perks take effect: rail drawer, no ads, no quickbar, pinned pages and their own avatar", async ({
  page,
}) => {
  test.slow();
  const id = await nextProfile(page, 'github', 'Mary Jackson');
  await logIn(page, 'GitHub');
  execFileSync(process.execPath, [cli, 'subscriber', 'grant', `github:${id}`], {
    env: { ...process.env, LECTERN_SQLITE_PATH: process.env.E2E_ACCOUNTS_DB },
  });
  // The avatar's host, served here (the address must be https://).
  await page.route('https://avatars.example/mary.svg', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="#1867c0"/></svg>',
    }),
  );
  await openSettings(page, '/en/components/alert/');
  const panel = settingsPanel(page);
  const rail = panel.getByRole('switch', { name: 'Rail drawer' });
  await expect(rail).toBeEnabled();
  await rail.check();
  await panel.getByRole('switch', { name: 'Ads' }).uncheck();
  await panel.getByRole('switch', { name: 'Quickbar' }).uncheck();
  await panel.getByRole('textbox', { name: 'Avatar image address' }).fill('https://avatars.example/mary.svg');
  await panel.getByRole('button', { name: 'Use this avatar' }).click();
  await page.keyboard.press('Escape');

  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-rail-drawer', '');
  await expect(page.getByRole('region', { name: 'Sponsor' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
  const avatar = page.getByRole('banner').getByRole('img', { name: 'Mary Jackson' });
  await expect(avatar).toHaveAttribute('src', 'https://avatars.example/mary.svg');
  await expect(avatar).toBeVisible();

  // Pinning the page: it heads the sidebar, in every language.
  const pin = page.getByRole('button', { name: 'Pin this page' });
  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
  await expect(
    sidebar.getByRole('list', { name: 'Pinned pages' }).getByRole('link', { name: 'Alert' }),
  ).toHaveAttribute('href', '/en/components/alert/');
  await expect
    .poll(async () => (await (await page.request.get(`${origin}/api/settings/`)).json()).settings?.values)
    .toMatchObject({ railDrawer: true, ads: false, quickbar: false, pins: ['/components/alert/'] });
  expect(await axeViolations(page)).toEqual([]);

  // The next page applies the perks from its first paint, the role remembered from this one.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      (window as unknown as { firstPaint: unknown }).firstPaint = [
        'rail-drawer',
        'ads-off',
        'quickbar-off',
      ].filter((flag) => root.hasAttribute(`data-${flag}`));
    });
  });
  await page.goto('/zh-CN/components/rating/');
  expect(await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)).toEqual([
    'rail-drawer',
    'ads-off',
    'quickbar-off',
  ]);
  await expect(
    page.getByRole('navigation', { name: '侧边栏导航' }).getByRole('link', { name: 'Alert' }).first(),
  ).toHaveAttribute('href', '/zh-CN/components/alert/');
});
