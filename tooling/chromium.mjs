// How every browser test launches Chromium: the system's Debian build (no browser downloads), headless,
// with nothing that reaches for the network.

/** The Chromium binary: `CHROMIUM_PATH`, else Debian's. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Playwright `launchOptions` for the system Chromium. */
export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
