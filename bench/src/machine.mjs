// Where and with what a run measured: the machine and the versions of the engines and tools.
import { readFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDirFrom } from './index-step.mjs';

const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules');

/** A dependency's version, read from its folder (some packages do not export their package.json). */
function versionOf(name) {
  try {
    return JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** The version of the Pagefind an engine's package uses, found from it as Node would. */
function pagefindOf(engine, ...through) {
  try {
    let dir = realpathSync(path.join(modules, engine));
    for (const name of through) dir = packageDirFrom(dir, name);
    return JSON.parse(readFileSync(path.join(packageDirFrom(dir, 'pagefind'), 'package.json'), 'utf8'))
      .version;
  } catch {
    return undefined;
  }
}

/** The machine: CPU count and model, memory, OS, Node, and how busy it was at the start. */
export function machineInfo() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
    loadAverage: os.loadavg().map((value) => value.toFixed(2)),
  };
}

/** The versions of what is measured and of the measuring tools. */
export function toolVersions() {
  return {
    astro: versionOf('astro'),
    starlight: versionOf('@astrojs/starlight'),
    vitepress: versionOf('vitepress'),
    lectern: versionOf('@lectern/astro'),
    lighthouse: versionOf('lighthouse'),
    playwright: versionOf('playwright-core'),
    pagefind: [
      ...new Set([pagefindOf('@lectern/astro', '@lectern/search'), pagefindOf('@astrojs/starlight')]),
    ].join(' / '),
  };
}
