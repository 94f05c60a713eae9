import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { legacyEntries, legacySite } from '../test/legacy-site';
import { nginxRedirectMap } from './nginx-redirect-map';

// Runs `nginx -t` on the generated map, included as its header says, with another map after it and
// the redirect in a server block. Needs nginx (`apt-get install nginx-light`); skipped without it.
const nginx = spawnSync('nginx', ['-v']).error === undefined ? 'nginx' : undefined;
if (nginx === undefined) {
  console.warn(
    'nginx-config.test.ts: nginx is not installed, so `nginx -t` is not run (apt-get install nginx-light)',
  );
}

const folder = mkdtempSync(join(tmpdir(), 'lectern-nginx-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `nginx -t` on a configuration that includes the map: its exit status and what it printed. */
function nginxTest(map: string): { status: number | null; output: string } {
  writeFileSync(join(folder, 'nginx-redirects.conf'), map);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(folder, kind)};`)
    .join(' ');
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${join(folder, 'error.log')};`,
      'events {}',
      'http {',
      `  include ${join(folder, 'nginx-redirects.conf')};`,
      '  map $http_upgrade $connection_upgrade { default upgrade; "" close; }',
      `  access_log off; ${temp}`,
      '  server {',
      '    listen 127.0.0.1:8089;',
      '    if ($lectern_redirect) { return 301 $lectern_redirect$is_args$args; }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const run = spawnSync(nginx as string, [
    '-t',
    '-p',
    folder,
    '-c',
    join(folder, 'nginx.conf'),
    '-e',
    join(folder, 'error.log'),
  ]);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe.skipIf(nginx === undefined)('nginx -t on the generated map', () => {
  it('passes, without warnings, for the 130-entry legacy table', () => {
    const { status, output } = nginxTest(nginxRedirectMap(legacyEntries, legacySite));
    expect(output).not.toMatch(/\[(warn|emerg)\]/);
    expect(status).toBe(0);
  });

  it('fails with nginx defaults for the same table, which is why the map sets the sizes', () => {
    const { status, output } = nginxTest(
      nginxRedirectMap(legacyEntries, { ...legacySite, hashSizes: false }),
    );
    expect(output).toMatch(/could not build map_hash, you should increase map_hash_bucket_size/);
    expect(status).not.toBe(0);
  });

  it('passes for a small table that needs no sizes', () => {
    const { status, output } = nginxTest(
      nginxRedirectMap({ 'quick-start': '/getting-started/installation' }),
    );
    expect(output).not.toMatch(/\[(warn|emerg)\]/);
    expect(status).toBe(0);
  });
});
