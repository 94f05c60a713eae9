// One more Lectern build under Node's CPU profiler (`--cpu-prof`): the profile is kept for DevTools, and
// summarised as where the build spends its own time, by function and by package.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from './build-run.mjs';

/** `…/node_modules/.pnpm/x@1/node_modules/@scope/name/dist/a.js` → `@scope/name`; repo packages by folder. */
export function packageOf(url) {
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = file.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const workspace = /\/(packages|apps|bench)\/([^/]+)\//.exec(file);
  if (workspace) return `${workspace[1]}/${workspace[2]}`;
  return file.startsWith('node:') ? 'node' : file;
}

function top(map, count) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: Math.round(us / 1000) }));
}

/** Self time by function and by package of a `.cpuprofile`. */
export function summariseProfile(profile, count = 15) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byFunction = new Map();
  const byPackage = new Map();
  let total = 0;
  for (const [id, us] of selfTime) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    total += us;
    const where = url ? `${packageOf(url)} ${path.basename(url)}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const owner = url ? packageOf(url) : functionName.startsWith('(') ? functionName : '(native)';
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + us);
  }
  return {
    totalMs: Math.round(total / 1000),
    byPackage: top(byPackage, count),
    byFunction: top(byFunction, count),
  };
}

/** Builds the site once more with `--cpu-prof`, keeps the profile in `outDir`, returns its summary. */
export async function profileBuild({ site, dir, size }, outDir) {
  site.clean(dir);
  const { command, args } = site.buildCommand();
  const before = new Set(readdirSync(outDir));
  const figures = await runBuild({
    command,
    args: [
      '--cpu-prof',
      `--cpu-prof-dir=${outDir}`,
      `--cpu-prof-name=lectern-${size}-${Date.now()}.cpuprofile`,
      ...args,
    ],
    cwd: dir,
    logFile: path.join(outDir, `lectern-${size}.log`),
  });
  const written = readdirSync(outDir)
    .filter((file) => file.endsWith('.cpuprofile') && !before.has(file))
    .sort((a, b) => statSync(path.join(outDir, b)).size - statSync(path.join(outDir, a)).size);
  if (written.length === 0) return { wallMs: figures.wallMs };
  const profile = JSON.parse(readFileSync(path.join(outDir, written[0]), 'utf8'));
  return {
    file: path.join('results/profiles', written[0]),
    wallMs: figures.wallMs,
    ...summariseProfile(profile),
  };
}
