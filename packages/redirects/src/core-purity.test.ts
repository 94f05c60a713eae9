import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The main entry point runs in browsers and on edge runtimes: its modules (src/ and src/generate/) use no
// Node APIs. Node-only code lives in src/node/, src/cli/ and the command's entry point src/cli.ts.
const source = fileURLToPath(new URL('.', import.meta.url));
const coreFiles = ['', 'generate'].flatMap((folder) =>
  readdirSync(join(source, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'cli.ts')
    .map((name) => join(folder, name)),
);

describe('the core', () => {
  it.each(coreFiles)('%s uses no Node APIs', (file) => {
    const text = readFileSync(join(source, file), 'utf8');
    expect(text).not.toMatch(/from '(node:|\.\.?\/(node|cli)\/)|\bprocess\.|\bBuffer\b|\brequire\(/);
  });
});
