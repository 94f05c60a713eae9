/** The first port of the built sites' servers: E2E_PORT, else 4391 (six ports from it). */
const firstPort = Number(process.env.E2E_PORT ?? 4391);

/** Where each site of scripts/prepare.mjs is served during the browser tests, by its name in .work.json. */
export const siteOrigins = {
  'npm-site': `http://127.0.0.1:${firstPort}`,
  'react-app': `http://127.0.0.1:${firstPort + 1}`,
  'algolia-site': `http://127.0.0.1:${firstPort + 2}`,
  'pnpm-site': `http://127.0.0.1:${firstPort + 3}`,
  'no-search-site': `http://127.0.0.1:${firstPort + 4}`,
  'minimal-site': `http://127.0.0.1:${firstPort + 5}`,
} as const;
