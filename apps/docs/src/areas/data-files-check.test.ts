// @vitest-environment node
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { DataFileError } from './data-file';
import { dataFilesCheck } from './data-files-check';

function setUp(checks: Parameters<typeof dataFilesCheck>[0]) {
  const logger = { error: vi.fn() };
  const addWatchFile = vi.fn();
  const hook = dataFilesCheck(checks).hooks['astro:config:setup'] as (options: unknown) => void;
  const run = () => hook({ config: { root: pathToFileURL('/site/') }, logger, addWatchFile });
  return { logger, addWatchFile, run };
}

describe('dataFilesCheck', () => {
  it('passes and watches every file when the files are fine', () => {
    const { run, logger, addWatchFile } = setUp([{ file: 'src/data/a.json', check: () => ({}) }]);
    expect(run).not.toThrow();
    expect(logger.error).not.toHaveBeenCalled();
    expect(addWatchFile).toHaveBeenCalledWith('/site/src/data/a.json');
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
