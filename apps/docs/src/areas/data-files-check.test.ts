// @vitest-environment node
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { DataFileError } from './data-file';
import { dataFilesCheck } from './data-files-check';

function setUp(checks: Parameters<typeof dataFilesCheck>[0], options?: Parameters<typeof dataFilesCheck>[1]) {
  const logger = { error: vi.fn() };
  const addWatchFile = vi.fn();
  const updateConfig = vi.fn();
  const hook = dataFilesCheck(checks, options).hooks['astro:config:setup'] as (options: unknown) => void;
  const config = { root: pathToFileURL('/site/'), publicDir: pathToFileURL('/site/public/') };
  const run = () => hook({ config, logger, addWatchFile, updateConfig });
  return { logger, addWatchFile, updateConfig, run };
}

interface ResolvePlugin {
  enforce: string;
  resolveId(
    this: { resolve: (source: string) => Promise<{ id: string } | null> },
    source: string,
    importer: string,
    options: object,
  ): Promise<string | undefined>;
}

describe('dataFilesCheck', () => {
  it('passes and watches every file when the files are fine', () => {
    const check = vi.fn();
    const { run, logger, addWatchFile, updateConfig } = setUp([{ file: 'src/data/a.json', check }]);
    expect(run).not.toThrow();
    expect(logger.error).not.toHaveBeenCalled();
    expect(addWatchFile).toHaveBeenCalledWith('/site/src/data/a.json');
    expect(check).toHaveBeenCalledWith({
      root: '/site/',
      file: 'src/data/a.json',
      publicDir: '/site/public/',
    });
    expect(updateConfig).not.toHaveBeenCalled();
  });

  it('with a folder, checks its files and has the pages import them in place of the site’s', async () => {
    const check = vi.fn();
    const { run, addWatchFile, updateConfig } = setUp(
      [
        { file: 'src/data/a.json', check },
        { file: 'src/data/b.json', check },
      ],
      { dir: 'e2e/fixtures/data' },
    );
    run();
    expect(check).toHaveBeenCalledWith({
      root: '/site/',
      file: 'e2e/fixtures/data/a.json',
      publicDir: '/site/public/',
    });
    expect(addWatchFile).toHaveBeenCalledWith('/site/e2e/fixtures/data/b.json');
    const [plugin] = (updateConfig.mock.calls[0]?.[0].vite.plugins ?? []) as ResolvePlugin[];
    expect(plugin?.enforce).toBe('pre');
    const resolved: Record<string, string> = {
      '../../data/a.json': '/site/src/data/a.json',
      './other.json': '/site/src/other.json',
      './page.astro': '/site/src/page.astro',
    };
    const context = { resolve: async (source: string) => ({ id: resolved[source] ?? source }) };
    const resolve = (source: string) => plugin?.resolveId.call(context, source, '/site/src/x.astro', {});
    await expect(resolve('../../data/a.json')).resolves.toBe('/site/e2e/fixtures/data/a.json');
    await expect(resolve('./other.json')).resolves.toBeUndefined();
    await expect(resolve('./page.astro')).resolves.toBeUndefined();
  });

  it('reports the problems of every file, then stops the build without a stack trace', () => {
    const fail = (message: string) => () => {
      throw new DataFileError(message);
    };
    const { run, logger } = setUp([
      { file: 'src/data/a.json', check: fail('src/data/a.json: x: wrong') },
      { file: 'src/data/b.json', check: fail('src/data/b.json: y: wrong') },
    ]);
    let thrown: unknown;
    try {
      run();
    } catch (error) {
      thrown = error;
    }
    expect(logger.error).toHaveBeenCalledWith('src/data/a.json: x: wrong\nsrc/data/b.json: y: wrong');
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).stack).toBe("The site's data files have errors (see above).");
  });

  it('lets a bug in a check surface as it is', () => {
    const { run } = setUp([
      {
        file: 'src/data/a.json',
        check: () => {
          throw new TypeError('a bug');
        },
      },
    ]);
    expect(run).toThrow(TypeError);
  });
});
