import { describe, expect, it } from 'vitest';
import {
  apiVersionMarks,
  compareVersions,
  isLensVersion,
  isNewerThanUsed,
  isRemovedBy,
  lensChoices,
} from './version-lens.js';

describe('compareVersions', () => {
  it('orders by numbers, not by text, with missing numbers as 0 and a v allowed', () => {
    expect(['1.10', '1.2', 'v1.9.1', '0.9'].sort(compareVersions)).toEqual(['0.9', '1.2', 'v1.9.1', '1.10']);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('v2', '2.0.0')).toBe(0);
  });

  it('puts a pre-release before its release', () => {
    expect(['2.0.0', '2.0.0-rc.1', '2.0.0-beta.2', '1.9'].sort(compareVersions)).toEqual([
      '1.9',
      '2.0.0-beta.2',
      '2.0.0-rc.1',
      '2.0.0',
    ]);
  });

  it('puts texts that are not versions after the versions', () => {
    expect(['next', '1.0', 'legacy', '0.1'].sort(compareVersions)).toEqual(['0.1', '1.0', 'legacy', 'next']);
  });
});

describe('isLensVersion', () => {
  it('takes numbered versions only', () => {
    expect(['1', 'v1.2', '1.2.3', '3.0.0-beta.1'].every(isLensVersion)).toBe(true);
    expect(['', 'next', '1.', '.1', '1..2', '1.2.3.4.5', `1.${'2'.repeat(40)}`].some(isLensVersion)).toBe(
      false,
    );
  });
});

describe('isNewerThanUsed', () => {
  it('is false for a visitor who stated no version, or an unreadable one, and for marks that are not versions', () => {
    expect(isNewerThanUsed('9.0', null)).toBe(false);
    expect(isNewerThanUsed('9.0', 'latest')).toBe(false);
    expect(isNewerThanUsed('next', '1.0')).toBe(false);
    expect(isNewerThanUsed(undefined, '1.0')).toBe(false);
  });

  it("marks what came after the visitor's version", () => {
    expect(isNewerThanUsed('0.2', '0.1')).toBe(true);
    expect(isNewerThanUsed('0.1', '0.1')).toBe(false);
    expect(isNewerThanUsed('0.1', '0.2')).toBe(false);
    expect(isNewerThanUsed('1.3', '1.2.9')).toBe(true);
    expect(isNewerThanUsed('v1.2', '1.2.9')).toBe(false);
  });

  it('marks only what is newer than every release of a line the visitor gave in short', () => {
    expect(isNewerThanUsed('1.5', '1')).toBe(false);
    expect(isNewerThanUsed('2.0', '1')).toBe(true);
    expect(isNewerThanUsed('1.2.5', '1.2')).toBe(false);
    expect(isNewerThanUsed('1.3.0', '1.2')).toBe(true);
  });

  it('compares a pre-release the visitor gave in full', () => {
    expect(isNewerThanUsed('2.0.0', '2.0.0-beta.1')).toBe(true);
    expect(isNewerThanUsed('2.0.0-beta.1', '2.0.0-beta.1')).toBe(false);
  });
});

describe('isRemovedBy', () => {
  it("hides what was removed at or before the first release of the visitor's line", () => {
    expect(isRemovedBy('2.0', '2.1')).toBe(true);
    expect(isRemovedBy('2.0', '2')).toBe(true);
    expect(isRemovedBy('2.5', '2')).toBe(false);
    expect(isRemovedBy('2.0', '1.9')).toBe(false);
  });

  it('hides nothing for a visitor who stated no version, or for marks that are not versions', () => {
    expect(isRemovedBy('0.1', null)).toBe(false);
    expect(isRemovedBy('0.1', 'latest')).toBe(false);
    expect(isRemovedBy('someday', '9.0')).toBe(false);
  });
});

describe('apiVersionMarks', () => {
  it('gathers the readable @since of a component and its members, once each', () => {
    expect(
      apiVersionMarks({
        since: '1.0',
        props: [{ since: '1.2' }, {}, { since: 'next' }],
        events: [{ since: '1.2' }],
        exposed: [{ since: 'v2.0.0' }],
      }),
    ).toEqual(['1.0', '1.2', 'v2.0.0']);
  });

  it('gathers the versions that changed or removed members too', () => {
    expect(
      apiVersionMarks({ props: [{ changed: '1.3' }, { since: '1.1', removed: '2.0' }], events: [] }),
    ).toEqual(['1.3', '1.1', '2.0']);
  });
});

describe('lensChoices', () => {
  it("offers the docs' versions and those the API data marks up to the current one, newest first", () => {
    expect(lensChoices(['0.2', '0.1'], ['1.0.0', '0.1.5', '0.2'])).toEqual(['0.2', '0.1.5', '0.1']);
    expect(lensChoices(['2.0', 'legacy', '1.0'], ['1.4', '2.0.1', '2.1'])).toEqual([
      '2.0.1',
      '2.0',
      '1.4',
      '1.0',
    ]);
  });

  it('offers every version the API data marks on a site without versions', () => {
    expect(lensChoices([], ['1.2', '1.10', 'next'])).toEqual(['1.10', '1.2']);
    expect(lensChoices([], [])).toEqual([]);
  });
});
