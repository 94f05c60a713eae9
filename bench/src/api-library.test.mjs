import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { apiContentConfig, componentName, generateApiLibrary } from './api-library.mjs';

describe('generateApiLibrary', () => {
  it('writes the same library of uniquely named components on every run, all exported from its entry', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
    try {
      const source = generateApiLibrary(path.join(root, 'library'), 200, root);
      assert.deepEqual(source.entry, './library/index.ts');
      assert.deepEqual(source.tsconfig, './library/tsconfig.json');
      assert.equal(new Set(source.names).size, 200);
      assert.equal(readdirSync(path.join(root, 'library/components')).length, 200);
      const entry = readFileSync(path.join(root, 'library/index.ts'), 'utf8');
      assert.equal(entry.trim().split('\n').length, 200);
      const first = readFileSync(path.join(root, 'library/components', `${componentName(0)}.tsx`), 'utf8');
      for (const part of [
        '@minimum 1',
        '@deprecated',
        'onValueChange?:',
        'renderItem?:',
        "size = 'medium'",
      ]) {
        assert.ok(first.includes(part), part);
      }
      const again = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
      generateApiLibrary(path.join(again, 'library'), 200, again);
      assert.equal(
        readFileSync(path.join(again, 'library/components', `${componentName(7)}.tsx`), 'utf8'),
        readFileSync(path.join(root, 'library/components', `${componentName(7)}.tsx`), 'utf8'),
      );
      rmSync(again, { recursive: true, force: true });
      assert.match(
        apiContentConfig(source),
        /apiLoader\(\{ base: false, react: \{"entry":".\/library\/index.ts"/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
