import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ComponentApi } from '@lectern/theme-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readVersionApiPlan, versionApiPlan, versionedEntries, writeVersionApiPlan } from './version-api';

const prop = (name: string, type = 'string') => ({
  name,
  type,
  default: null,
  values: null,
  required: false,
  description: `The ${name}.`,
});

const alert = (props: ComponentApi['props']): ComponentApi => ({
  name: 'Alert',
  description: 'A message.',
  props,
  events: [],
  slots: [],
});

const versions = {
  current: { name: '2.0' },
  older: [
    { name: '1.1', api: { api: 'api-1.1.json' } },
    { name: '1.0', snapshot: 'v1', api: { api: 'api-1.0.json', other: 'other-1.0.json' } },
  ],
};

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lectern-version-api-'));
  const write = (file: string, components: Record<string, ComponentApi>) =>
    writeFileSync(
      path.join(root, file),
      JSON.stringify({
        lecternApi: 1,
        components: Object.entries(components).map(([id, api]) => ({ id, api })),
      }),
    );
  write('api-1.0.json', { alert: alert([prop('title')]) });
  write('api-1.1.json', { alert: alert([prop('title'), prop('tone')]) });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('versionedEntries', () => {
  const current = { alert: alert([prop('tone', "'info'"), prop('heading')]) };

  it("marks the current version's API against the older versions' data", async () => {
    const plan = versionApiPlan(versions as never, root, undefined);
    expect(plan?.versions.map(({ name }) => name)).toEqual(['1.0', '1.1', '2.0']);
    const props = (await versionedEntries(plan, 'api', current, root)).alert?.props;
    expect(props?.map(({ name, since, changed, removed }) => ({ name, since, changed, removed }))).toEqual([
      { name: 'tone', since: '1.1', changed: '2.0', removed: undefined },
      { name: 'heading', since: '2.0', changed: undefined, removed: undefined },
      { name: 'title', since: undefined, changed: undefined, removed: '2.0' },
    ]);
  });

  it("shows an older version's own API in its build, marked against the versions before it", async () => {
    const plan = versionApiPlan(versions as never, root, '1.1');
    const props = (await versionedEntries(plan, 'api', current, root)).alert?.props;
    expect(props?.map(({ name, since }) => [name, since])).toEqual([
      ['title', undefined],
      ['tone', '1.1'],
    ]);
    // A collection the version gives no data of keeps the entries as read.
    expect(await versionedEntries(plan, 'themeApi', current, root)).toEqual(current);
  });

  it("reads a version given by a ref at its ref, unless it gives the collection's file or api: false", async () => {
    const asked: string[] = [];
    const readAtRef = async (ref: string, where: string) => {
      asked.push(`${where} ${ref}`);
      return { alert: alert([prop('title')]) };
    };
    const older = [
      { name: '1.1', ref: 'v1.1.0', api: false },
      { name: '1.0', ref: 'v1.0.0', api: { other: 'other-1.0.json' } },
    ];
    const plan = versionApiPlan({ current: { name: '2.0' }, older } as never, root, undefined);
    const props = (await versionedEntries(plan, 'api', current, root, readAtRef)).alert?.props;
    expect(asked).toEqual(['versions.older[1].ref v1.0.0']);
    expect(props?.map(({ name, since, removed }) => [name, since ?? removed])).toEqual([
      ['tone', '2.0'],
      ['heading', '2.0'],
      ['title', '2.0'],
    ]);
  });

  it('leaves the entries as read for a site without versions', async () => {
    expect(await versionedEntries(versionApiPlan(undefined, root, undefined), 'api', current, root)).toEqual(
      current,
    );
  });

  it('names the option and the file of API data it cannot read', async () => {
    writeFileSync(path.join(root, 'api-1.0.json'), '{"lecternApi":1,"components":[{"id":"alert"}]}');
    const plan = versionApiPlan(versions as never, root, undefined);
    await expect(versionedEntries(plan, 'api', current, root)).rejects.toThrow(
      /^api-1\.0\.json is not API data the loader can read[\s\S]*components\[0\]\.api[\s\S]*\(versions\.older\[1\]\.api\.api\)$/,
    );
    const missing = versionApiPlan(
      { ...versions, older: [{ name: '1.1', api: { api: 'gone.json' } }] } as never,
      root,
      undefined,
    );
    await expect(versionedEntries(missing, 'api', current, root)).rejects.toThrow(
      'versions.older[0].api.api: gone.json: no such file',
    );
  });

  it('is kept in the cache folder for the loader, and removed when the site has no versions', () => {
    const plan = versionApiPlan(versions as never, root, undefined);
    writeVersionApiPlan(root, plan);
    expect(readVersionApiPlan(root)).toEqual(plan);
    writeVersionApiPlan(root, undefined);
    expect(readVersionApiPlan(root)).toBeUndefined();
  });
});
