import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiTable, curveTable, versionsTable } from './report.mjs';

const engine = (htmlGzip, wallMs, sidebarGzip) => ({
  build: { medianWallMs: wallMs, medianPeakTreeBytes: 1024 ** 3 },
  output: { bytes: 100 * 1024 ** 2 },
  page: { html: { raw: htmlGzip * 4, gzip: htmlGzip } },
  sidebarViews: { total: { raw: sidebarGzip * 5, gzip: sidebarGzip } },
});

describe('curveTable', () => {
  const results = {
    sizes: {
      100: {
        lectern: engine(18_000, 15_000, 30_000),
        starlight: engine(9_000, 14_000, 50_000),
        vitepress: engine(8_000, 20_000, 40_000),
      },
      1000: {
        lectern: engine(18_900, 80_000, 40_000),
        starlight: engine(35_000, 170_000, 500_000),
        vitepress: engine(30_000, 90_000, 400_000),
      },
      10000: { lectern: engine(20_700, 900_000, 40_000), starlight: engine(300_000, 2_000_000, 5_000_000) },
    },
  };
  const table = curveTable(results, ['lectern', 'starlight', 'vitepress']);
  const row = (name, measure) => table.split('\n').find((line) => line.startsWith(`| ${name} | ${measure}`));

  it('has a column per size and each engine’s growth from its smallest size to its largest', () => {
    assert.match(
      table,
      /^\| engine \| measure \| N = 100 \| N = 1000 \| N = 10000 \| largest \/ smallest \|/,
    );
    assert.match(row('Starlight', 'doc page HTML'), /\| 33\.33 × \(10000 \/ 100\) \| {2}\|$/);
    // VitePress was not built at 10 000: its growth is to 1000.
    assert.match(row('VitePress', 'build time'), /\| – \| 4\.50 × \(1000 \/ 100\) \| {2}\|$/);
  });

  it('judges Lectern’s page HTML against 1.1 × its size at the smallest corpus', () => {
    assert.match(row('Lectern', 'doc page HTML'), /\| 1\.15 × \(10000 \/ 100\) \| ≤ 1\.1 × ✗ \|$/);
    const flat = structuredClone(results);
    flat.sizes[10000].lectern.page.html.gzip = 19_000;
    assert.match(curveTable(flat, ['lectern']), /1\.06 × \(10000 \/ 100\) \| ≤ 1\.1 × ✓/);
  });

  it('shows the sidebar a reader gets over the page views', () => {
    assert.match(
      row('Lectern', 'sidebar over the page views'),
      /\| 29\.3 \(146\.5\) \| 39\.1 \(195\.3\) \| 39\.1 \(195\.3\) \|/,
    );
  });

  it('shows Lighthouse where it ran, each run’s score, without a growth', () => {
    const withLighthouse = structuredClone(results);
    withLighthouse.sizes[1000].lectern.lighthouse = {
      performance: 99,
      scores: [100, 99, 97],
      lcpMs: 1523.4,
      tbtMs: 61.6,
    };
    const lines = curveTable(withLighthouse, ['lectern']).split('\n');
    const line = (measure) => lines.find((each) => each.startsWith(`| Lectern | ${measure}`));
    assert.match(line('Lighthouse performance'), /\| – \| 99 \(100, 99, 97\) \| – \| – \| {2}\|$/);
    assert.match(line('Lighthouse LCP / TBT'), /\| – \| 1523 \/ 62 ms \| – \| – \| {2}\|$/);
    assert.equal(row('Lectern', 'Lighthouse'), undefined);
  });

  it('is left out with one size', () => {
    assert.equal(curveTable({ sizes: { 100: results.sizes[100] } }, ['lectern']), undefined);
  });
});

describe('apiTable', () => {
  it('says what the library adds to a cold and a warm build, against the targets', () => {
    const table = apiTable({
      components: 200,
      size: 100,
      coldPlainMs: 20_000,
      coldApiMs: 27_500,
      warmPlainMs: 12_000,
      warmApiMs: 12_400,
      coldAddedMs: 7500,
      warmAddedMs: 400,
    });
    assert.match(table, /library of 200 React components/);
    assert.match(table, /\| cold \| 20\.0 s \| 27\.5 s \| 7\.5 s \| ≤ 10 s ✓ \|/);
    assert.match(table, /\| warm \| 12\.0 s \| 12\.4 s \| 0\.4 s \| about 0 \|/);
    assert.match(
      apiTable({
        components: 200,
        size: 100,
        coldPlainMs: 1,
        coldApiMs: 12_001,
        warmPlainMs: 1,
        warmApiMs: 1,
        coldAddedMs: 12_000,
        warmAddedMs: 0,
      }),
      /≤ 10 s ✗/,
    );
  });
});

describe('versionsTable', () => {
  it('gives each count of versions its builds and their ratios to one version, against the target', () => {
    const table = versionsTable({
      size: 100,
      rows: [
        { versions: 1, coldMs: 20_000, unchangedMs: 18_000, coldRatio: 1, unchangedRatio: 1 },
        { versions: 3, coldMs: 60_000, unchangedMs: 21_000, coldRatio: 3, unchangedRatio: 21 / 18 },
        { versions: 5, coldMs: 100_000, unchangedMs: 24_000, coldRatio: 5, unchangedRatio: 24 / 18 },
      ],
    });
    assert.match(table, /of 100 pages/);
    assert.match(table, /\| 3 \| 60\.0 s \| 3\.00× \| 21\.0 s \| 1\.17× \| ≤ 1\.25× ✓ \|/);
    assert.match(table, /\| 5 \| 100\.0 s \| 5\.00× \| 24\.0 s \| 1\.33× \| ≤ 1\.25× ✗ \|/);
    assert.match(table, /\| 1 \| 20\.0 s \| 1\.00× \| 18\.0 s \| 1\.00× \| {2}\|/);
  });
});
