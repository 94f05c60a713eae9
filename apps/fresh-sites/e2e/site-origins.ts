/** The first port of the built sites' servers: E2E_PORT, else 4391 (three ports from it). */
const firstPort = Number(process.env.E2E_PORT ?? 4391);

/** Where each built site is served during the browser tests, by its name in .work.json. */
export const siteOrigins = {
  'astro-site': `http://127.0.0.1:${firstPort}`,
  'react-app': `http://127.0.0.1:${firstPort + 1}`,
  'astro-site-algolia': `http://127.0.0.1:${firstPort + 2}`,
} as const;
