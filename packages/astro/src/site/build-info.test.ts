import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INFO_PATH, buildIdFrom, writeBuildInfo } from './build-info.js';

describe('buildIdFrom', () => {
  it('is the time the build started, in UTC, unless the environment names the build', () => {
    expect(buildIdFrom(undefined, new Date(Date.UTC(2026, 10, 22, 4, 40)))).toBe('2026-11-22T04:40:00.000Z');
    expect(buildIdFrom('', new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(buildIdFrom('3f9c2a1', new Date(0))).toBe('3f9c2a1');
    expect(buildIdFrom('v1.2.0-rc.1', new Date(0))).toBe('v1.2.0-rc.1');
  });

  it.each(['has space', '<script>', 'x'.repeat(65), 'a/b'])('refuses %j, naming the variable', (value) => {
    const result = buildIdFrom(value, new Date(0));
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toMatch(/^LECTERN_BUILD_ID: expected at most 64 letters/);
  });
});

describe('writeBuildInfo', () => {
  it('writes the build id to _lectern/build.json', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lectern-build-info-'));
    writeBuildInfo(dir, '2026-11-22T04:40:00.000Z');
    expect(JSON.parse(readFileSync(path.join(dir, BUILD_INFO_PATH), 'utf8'))).toEqual({
      buildId: '2026-11-22T04:40:00.000Z',
    });
  });
});
