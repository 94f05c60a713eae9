/** The Chromium binary: `CHROMIUM_PATH`, else Debian's. */
export declare const chromiumExecutablePath: string;

/** Playwright `launchOptions` for the system Chromium. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
