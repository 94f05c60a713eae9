// How every browser test launches Chromium: the system's Debian build (no browser downloads), headless,
// with nothing that reaches for the network, and none of the browser's own interface.
import { fileURLToPath } from 'node:url';

/** The Chromium binary: `CHROMIUM_PATH`, else Debian's. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features turned off besides Playwright's. Debian's Chromium is the full browser, not a headless
 * shell: each new browser context (every test has its own) opens the address bar's suggestion popups as
 * web pages in a renderer of their own, which no test sees. That costs more processor time than loading
 * one of the site's pages: without them a context and its first page load take a third less, on two cores.
 */
const disabledFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright `launchOptions` for the system Chromium. It is started through chromium-launcher.sh, which
 * merges our `--disable-features` with Playwright's (Chromium keeps only the last of a repeated switch).
 */
export const chromiumLaunchOptions = {
  executablePath: fileURLToPath(new URL('./chromium-launcher.sh', import.meta.url)),
  args: [
    `--lectern-chromium=${chromiumExecutablePath}`,
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${disabledFeatures.join(',')}`,
  ],
};
