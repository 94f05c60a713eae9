import { describe, expect, it } from 'vitest';
import { NETLIFY_BLOCK_END, NETLIFY_BLOCK_START } from '../generate/netlify-redirects';
import { mergeRedirectsFile, mergeVercelConfig } from './merge-host-files';

const block = `${NETLIFY_BLOCK_START}\n/a /b 301\n${NETLIFY_BLOCK_END}\n`;
const oldBlock = `${NETLIFY_BLOCK_START}\n/old /x 301\n${NETLIFY_BLOCK_END}`;

describe('mergeRedirectsFile', () => {
  it.each([
    ['no file', undefined, block],
    ['an empty file', '', block],
    ['rules of the site', '/* /404.html 404\n', `${block}/* /404.html 404\n`],
    [
      'an earlier block',
      `/x /y 302\n${oldBlock}\n/* /404.html 404\n`,
      `/x /y 302\n${block}/* /404.html 404\n`,
    ],
    ['an earlier block at the end without newline', `/x /y 302\n${oldBlock}`, `/x /y 302\n${block}`],
    [
      'a start marker without end',
      `${NETLIFY_BLOCK_START}\n/x /y 302\n`,
      `${block}${NETLIFY_BLOCK_START}\n/x /y 302\n`,
    ],
  ])('merges into %s', (_name, existing, merged) => {
    expect(mergeRedirectsFile(existing, block)).toBe(merged);
  });
});

describe('mergeVercelConfig', () => {
  const ours = [{ source: '/a', destination: '/b', permanent: true as const }];

  it.each<[string, unknown, unknown]>([
    ['no file', undefined, { redirects: ours }],
    ['settings without redirects', { cleanUrls: true }, { cleanUrls: true, redirects: ours }],
    [
      'redirects of the site',
      { redirects: [{ source: '/x', destination: '/y' }], trailingSlash: false },
      { redirects: [...ours, { source: '/x', destination: '/y' }], trailingSlash: false },
    ],
    [
      'an earlier run',
      { redirects: [{ source: '/a', destination: '/old', permanent: true }, 'odd'] },
      { redirects: [...ours, 'odd'] },
    ],
  ])('merges into %s', (_name, existing, merged) => {
    expect(mergeVercelConfig(existing, ours)).toEqual(merged);
  });

  it.each<[string, unknown, string]>([
    ['a list', [], 'expected an object'],
    ['null', null, 'expected an object'],
    ['routes', { routes: [] }, 'it has "routes"'],
    ['redirects that are not a list', { redirects: {} }, '"redirects" is not a list'],
  ])('refuses %s', (_name, existing, message) => {
    expect(() => mergeVercelConfig(existing, ours)).toThrow(message);
  });
});
