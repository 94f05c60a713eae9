import { describe, expect, it } from 'vitest';
import { siteRoutes } from './site-routes.js';

const apiRoutes = (apiPath: string | undefined) =>
  siteRoutes({ accounts: false, apiPath })
    .filter((route) => route.entrypoint.includes('/routes/Api') && !route.entrypoint.endsWith('ApiSearch.js'))
    .map((route) => route.pattern);

describe('siteRoutes', () => {
  it('adds the API explorer and the API pages where the option puts them, and none when it turns them off', () => {
    expect(apiRoutes('api')).toEqual(['/[locale]/api', '/[locale]/api/[name]']);
    expect(apiRoutes('reference/api')).toEqual(['/[locale]/reference/api', '/[locale]/reference/api/[name]']);
    expect(apiRoutes(undefined)).toEqual([]);
  });
});
