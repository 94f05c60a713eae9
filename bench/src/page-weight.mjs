// What one built page weighs on disk: its HTML, the stylesheets it links and the JavaScript it
// references (script tags, module preloads, Astro islands' component and renderer modules, and every
// module those import statically), each raw and gzipped on its own as a server would send it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Raw and gzip (level 6, as servers use) sizes of some bytes. */
export function sizesOf(buffer) {
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 6 }).length };
}

function attributeValues(html, pattern) {
  return [...html.matchAll(pattern)].map((match) => match[1].replaceAll('&amp;', '&'));
}

/** The stylesheets and scripts an HTML page points at, as site addresses. */
export function pageAssets(html) {
  const tags = [...html.matchAll(/<(link|script|astro-island)\b[^>]*>/g)].map((match) => match[0]);
  const css = [];
  const js = [];
  for (const tag of tags) {
    const rel = /\srel="([^"]*)"/.exec(tag)?.[1] ?? '';
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (tag.startsWith('<link') && href && rel.split(' ').includes('stylesheet')) css.push(href);
    if (tag.startsWith('<link') && href && rel === 'modulepreload') js.push(href);
    if (tag.startsWith('<script')) js.push(...attributeValues(tag, /\ssrc="([^"]*)"/g));
    if (tag.startsWith('<astro-island')) {
      js.push(...attributeValues(tag, /\s(?:component|renderer|before-hydration)-url="([^"]*)"/g));
    }
  }
  return { css: [...new Set(css)], js: [...new Set(js.filter(Boolean))] };
}

/** The modules a script imports statically (`import … from "x"`, `import "x"`, `export … from "x"`). */
export function staticImports(source) {
  const specifiers = [];
  for (const match of source.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g)) {
    specifiers.push(match[1]);
  }
  return specifiers;
}

/** The file of a site address (`/assets/x.js`), relative addresses resolved against `from`. */
function fileOf(dist, address, from = '/') {
  const url = new URL(address, `http://site.invalid${from}`);
  if (url.origin !== 'http://site.invalid') return undefined;
  const file = path.join(dist, decodeURIComponent(url.pathname));
  return existsSync(file) && statSync(file).isFile() ? { file, address: url.pathname } : undefined;
}

function total(files) {
  return files.reduce(
    (sum, { file }) => {
      const sizes = sizesOf(readFileSync(file));
      return { raw: sum.raw + sizes.raw, gzip: sum.gzip + sizes.gzip, files: sum.files + 1 };
    },
    { raw: 0, gzip: 0, files: 0 },
  );
}

/** HTML, CSS and JS bytes of the built page `pageFile` of the site in `dist`, served at `pageUrl`. */
export function pageWeight(dist, pageFile, pageUrl) {
  const html = readFileSync(pageFile);
  const assets = pageAssets(html.toString('utf8'));
  const css = assets.css.map((href) => fileOf(dist, href, pageUrl)).filter(Boolean);
  const seen = new Map();
  const queue = assets.js.map((src) => fileOf(dist, src, pageUrl)).filter(Boolean);
  while (queue.length > 0) {
    const next = queue.shift();
    if (seen.has(next.file)) continue;
    seen.set(next.file, next);
    for (const specifier of staticImports(readFileSync(next.file, 'utf8'))) {
      if (!/^(\.{0,2}\/)/.test(specifier)) continue; // bare names were bundled; URLs are not ours
      const imported = fileOf(dist, specifier, next.address);
      if (imported) queue.push(imported);
    }
  }
  return { html: { ...sizesOf(html), files: 1 }, css: total(css), js: total([...seen.values()]) };
}

/** The size of a built site: all its files, and its HTML files alone. */
export function outputSize(dist) {
  const sum = { bytes: 0, files: 0, htmlBytes: 0, htmlFiles: 0 };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const { size } = statSync(full);
        sum.bytes += size;
        sum.files += 1;
        if (entry.name.endsWith('.html')) {
          sum.htmlBytes += size;
          sum.htmlFiles += 1;
        }
      }
    }
  };
  walk(dist);
  return sum;
}
