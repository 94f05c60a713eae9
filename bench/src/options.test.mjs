import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultOptions, enginesAt, parseOptions } from './options.mjs';

describe('parseOptions', () => {
  it('--curve builds every engine once from 100 to 10 000 pages, VitePress up to 1000, without Lighthouse or search', () => {
    const options = parseOptions(['--curve']);
    assert.deepEqual(options.sizes, [100, 1000, 3000, 10_000]);
    assert.equal(options.runs, 1);
    assert.equal(options.lighthouse, false);
    assert.equal(options.search, false);
    assert.equal(options.curve, true);
    assert.deepEqual(enginesAt(options, 1000), ['lectern', 'starlight', 'vitepress']);
    assert.deepEqual(enginesAt(options, 3000), ['lectern', 'starlight']);
  });

  it('--curve with --lighthouse-runs runs Lighthouse at every size from 1000 pages', () => {
    const options = parseOptions(['--curve', '--lighthouse-runs', '3']);
    assert.equal(options.lighthouse, true);
    assert.equal(options.lighthouseEachSize, true);
    assert.equal(options.lighthouseRuns, 3);
    assert.equal(parseOptions(['--curve', '--lighthouse-runs', '3', '--skip-lighthouse']).lighthouse, false);
    assert.equal(parseOptions(['--lighthouse-runs', '3']).lighthouseEachSize, false);
  });

  it('lets the command line change what --curve sets, in any order', () => {
    const options = parseOptions([
      '--n',
      '100,1000',
      '--curve',
      '--max-n',
      'starlight:100',
      '--engines',
      'lectern,starlight',
    ]);
    assert.deepEqual(options.sizes, [100, 1000]);
    assert.deepEqual(enginesAt(options, 1000), ['lectern']);
    assert.deepEqual(options.maxSizes, { vitepress: 1000, starlight: 100 });
  });

  it('leaves the defaults as they were for the next command line', () => {
    parseOptions(['--max-n', 'vitepress:100']);
    assert.deepEqual(defaultOptions.maxSizes, {});
    assert.deepEqual(parseOptions([]).maxSizes, {});
  });

  it('names the option and the value it cannot read', () => {
    assert.throws(() => parseOptions(['--max-n', 'hugo:100']), /--max-n: unknown engine "hugo"/);
    assert.throws(
      () => parseOptions(['--max-n', 'vitepress:lots']),
      /--max-n vitepress: expected a whole number/,
    );
    assert.throws(
      () => parseOptions(['--sidebar-views', '-1']),
      /--sidebar-views: expected a whole number ≥ 0/,
    );
  });

  it('shows the curve table whenever more than one size is built', () => {
    assert.equal(parseOptions(['--n', '100']).curve, false);
    assert.equal(parseOptions(['--n', '100,1000']).curve, true);
  });

  it('--api adds the API step to a run; --api-only runs only it, with 200 components unless told', () => {
    assert.equal(parseOptions([]).api, 0);
    const added = parseOptions(['--api', '200']);
    assert.equal(added.api, 200);
    assert.equal(added.apiOnly, false);
    const only = parseOptions(['--api-only', '--n', '100']);
    assert.deepEqual(
      [only.apiOnly, only.api, only.engines, only.lighthouse, only.search],
      [true, 200, ['lectern'], false, false],
    );
    assert.equal(parseOptions(['--api-only', '--api', '50']).api, 50);
    assert.throws(() => parseOptions(['--api-only', '--api', '0']), /--api-only and --api 0 contradict/);
    assert.throws(() => parseOptions(['--api', 'many']), /--api: expected a whole number/);
  });

  it('--versions builds the counts given, --versions-only that step alone (3 and 5 unless --versions says)', () => {
    assert.deepEqual(parseOptions(['--versions', '5,3,5']).versions, [3, 5]);
    assert.deepEqual(parseOptions([]).versions, []);
    const only = parseOptions(['--versions-only', '--n', '100']);
    assert.deepEqual(only.versions, [3, 5]);
    assert.equal(only.versionsOnly, true);
    assert.deepEqual(only.engines, ['lectern']);
    assert.equal(only.lighthouse, false);
    assert.deepEqual(parseOptions(['--versions-only', '--versions', '2']).versions, [2]);
    assert.throws(() => parseOptions(['--versions', '1']), /--versions: expected a whole number ≥ 2/);
    assert.throws(() => parseOptions(['--versions-only', '--api-only']), /contradict/);
  });
});
