import { describe, expect, it } from 'vitest';
import { fileInTarball, manifestOfTarball } from './tarball.js';
import { packed } from './test/packed.js';

describe('fileInTarball', () => {
  it('finds a file after others, and one with a long path', () => {
    const long = `package/${'x'.repeat(120)}/file.txt`;
    const tgz = packed({
      'package/README.md': 'read me',
      'package/package.json': '{"name":"a","version":"1.0.0"}',
      [long]: 'deep',
    });
    expect(fileInTarball(tgz, 'package/package.json')?.toString()).toBe('{"name":"a","version":"1.0.0"}');
    expect(fileInTarball(tgz, long)?.toString()).toBe('deep');
    expect(fileInTarball(tgz, 'package/missing')).toBeUndefined();
  });
});

describe('manifestOfTarball', () => {
  it('reads the package’s name and version', () => {
    expect(
      manifestOfTarball(
        packed({ 'package/package.json': '{"name":"@lectern/astro","version":"0.1.0"}' }),
        'a.tgz',
      ),
    ).toEqual({
      name: '@lectern/astro',
      version: '0.1.0',
    });
  });

  it.each([
    [
      'not gzipped',
      Buffer.from('plain text'),
      'x.tgz: not a packed package (a .tgz from npm pack or pnpm pack)',
    ],
    ['without a manifest', packed({ 'package/README.md': 'x' }), 'x.tgz: has no package/package.json'],
    [
      'a manifest without a version',
      packed({ 'package/package.json': '{"name":"a"}' }),
      'x.tgz: its package.json has no name or version',
    ],
  ])('names a file %s', (_case, bytes, message) => {
    expect(() => manifestOfTarball(bytes, 'x.tgz')).toThrow(message);
  });
});
