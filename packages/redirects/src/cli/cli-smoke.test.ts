import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Runs the built command as users do. Skipped until `pnpm build` has written dist/cli.js.
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

describe.skipIf(!existsSync(cli))('the built lectern-redirects command', () => {
  it('checks a site and exits with the status of the check', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lectern-smoke-'));
    try {
      await mkdir(join(root, 'dist/new'), { recursive: true });
      await writeFile(join(root, 'dist/new/index.html'), '<!doctype html>');
      await writeFile(join(root, 'redirects.json'), '{ "old": "/new", "gone": "/missing" }');
      const result = spawnSync(process.execPath, [cli, 'check', 'dist'], { cwd: root, encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stdout).toContain('error [missing-target] target "/missing" is not a page of the site');
      expect(result.stdout).toContain('redirects.json: 1 error, no warnings in 2 entries');
      const usage = spawnSync(process.execPath, [cli, 'check'], { cwd: root, encoding: 'utf8' });
      expect(usage.status).toBe(2);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
