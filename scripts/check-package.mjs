// Checks what a publishable package would really ship, from inside the package's folder:
//   1. `pnpm pack --dry-run --json` lists the tarball's files;
//   2. every `exports` target (and `types`) is in that list, and nothing but the folders the package's
//      `files` names (dist/, and create-lectern's template/), the README, the licence, the changelog and
//      package.json is;
//   3. publint (strict) reads the packed package for mistakes in package.json.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${args.join(' ')} exited with status ${result.status}`);
  }
  return result.stdout;
}

function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  if (!exportsField || typeof exportsField !== 'object') return [];
  return Object.values(exportsField).flatMap(exportTargets);
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const problems = [];

const output = run('pnpm', ['pack', '--dry-run', '--json']);
const packed = JSON.parse(output.slice(output.indexOf('{')));
const files = new Set(packed.files.map((file) => file.path.replace(/^package\//, '')));

for (const target of exportTargets(manifest.exports)) {
  const file = target.replace(/^\.\//, '');
  const [prefix = '', suffix = ''] = file.split('*');
  const found = file.includes('*')
    ? [...files].some((packed) => packed.startsWith(prefix) && packed.endsWith(suffix))
    : files.has(file);
  if (!found) problems.push(`exports names ${target}, which the tarball does not contain`);
}
const declared = (manifest.files ?? ['dist']).map((entry) => entry.replace(/^\.\//, '').replace(/\/?$/, '/'));
for (const file of files) {
  const shipped = declared.some((folder) => file.startsWith(folder));
  if (!shipped && !/^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/.test(file)) {
    problems.push(`the tarball contains ${file}, which is not part of the published package`);
  }
  if (/\.test\.|\/test\//.test(file)) problems.push(`the tarball contains the test file ${file}`);
}
if (!files.has('README.md')) problems.push('the tarball has no README.md');

const publint = spawnSync('publint', ['--strict', '--pack', 'pnpm'], { encoding: 'utf8' });
if (publint.status !== 0) problems.push(`publint: ${(publint.stdout + publint.stderr).trim()}`);

if (problems.length > 0) {
  console.error(`${manifest.name}: the packed package has problems:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`${manifest.name}@${manifest.version}: ${files.size} files packed, exports and publint OK`);
