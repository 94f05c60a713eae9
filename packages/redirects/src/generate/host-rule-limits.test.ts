import { describe, expect, it } from 'vitest';
import { countRedirectsFileRules, hostRuleLimitWarnings } from './host-rule-limits';

describe('hostRuleLimitWarnings', () => {
  it.each([
    ['nothing written', {}, []],
    ['2,000 rules in _redirects', { redirectsFile: 2000 }, []],
    ['2,001 rules in _redirects', { redirectsFile: 2001 }, ['Cloudflare Pages']],
    ['10,001 rules in _redirects', { redirectsFile: 10_001 }, ['Netlify', 'Cloudflare Pages']],
    ['2,048 redirects in vercel.json', { vercel: 2048 }, []],
    ['2,049 redirects in vercel.json', { vercel: 2049 }, ['Vercel']],
  ] as const)('with %s, warns for %j', (_name, counts, hosts) => {
    expect(hostRuleLimitWarnings(counts).map((warning) => warning.host)).toEqual(hosts);
  });

  it('names the count, the limit and the alternatives', () => {
    const [warning] = hostRuleLimitWarnings({ vercel: 3780 });
    expect(warning).toMatchObject({ file: 'vercel.json', rules: 3780, limit: 2048 });
    expect(warning?.message).toMatch(/^vercel\.json has 3,780 redirects; Vercel takes at most 2,048;/);
    expect(warning?.message).toContain('static redirect pages');
    expect(warning?.message).toContain('createRedirectMiddleware');
  });
});

describe('countRedirectsFileRules', () => {
  it('counts rule lines, not comments or blank lines', () => {
    expect(countRedirectsFileRules('# start\n/a /b 301!\n\n  # note\n/c /d 301!\n/* /404.html 404')).toBe(3);
  });
});
