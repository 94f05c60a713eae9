// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import sponsorsJson from '../../data/sponsors.json';
import { parseDataFile } from '../data-file';
import {
  checkSponsors,
  homeStripSponsors,
  readSponsors,
  type SponsorsFile,
  sponsorsFileSchema,
  sponsorsProblems,
  tiersWithSponsors,
} from './sponsors-data';

const siteRoot = fileURLToPath(new URL('../../..', import.meta.url));
const file = 'src/data/sponsors.json';

const tier = (id: string, onHome = false) => ({ id, name: id, amount: '1 USD', perks: 'Thanks.', onHome });
const sponsor = (name: string, tierId: string) => ({
  name,
  logo: `/sponsors/${name.toLowerCase()}.svg`,
  link: `https://${name.toLowerCase()}.example/`,
  tier: tierId,
});
const data: SponsorsFile = {
  join: 'https://sponsors.example/lectern',
  tiers: [tier('gold', true), tier('silver')],
  sponsors: [sponsor('Acme', 'silver'), sponsor('Bolt', 'gold'), sponsor('Cog', 'gold')],
};

describe('the sponsors file of this site', () => {
  it('is valid, with every logo in public/', () => {
    expect(() => readSponsors({ root: siteRoot })).not.toThrow();
  });
});

describe('the browser tests’ sponsors file', () => {
  it('is valid with its own logos, and every tier and the home strip have sponsors', () => {
    const sponsors = readSponsors({
      root: siteRoot,
      file: 'e2e/fixtures/data/sponsors.json',
      publicDir: path.join(siteRoot, 'e2e/fixtures/public'),
    });
    for (const entry of tiersWithSponsors(sponsors)) expect(entry.sponsors, entry.id).not.toEqual([]);
    expect(homeStripSponsors(sponsors).length).toBeGreaterThan(0);
  });
});

describe('parsing the sponsors file', () => {
  it.each([
    [
      'a tier that is missing',
      { ...data, sponsors: [{ ...sponsor('Acme', 'gold'), tier: undefined }] },
      `${file}: sponsors[0].tier: missing required field`,
    ],
    [
      'a link that is not https',
      { ...data, sponsors: [{ ...sponsor('Acme', 'gold'), link: 'http://acme.example/' }] },
      `${file}: sponsors[0].link: expected an https:// address`,
    ],
    [
      'a logo outside public/sponsors',
      { ...data, sponsors: [{ ...sponsor('Acme', 'gold'), logo: 'https://acme.example/logo.png' }] },
      `${file}: sponsors[0].logo: expected an SVG in public/sponsors/`,
    ],
    [
      'a field it does not know',
      { ...data, tiers: [{ ...tier('gold'), price: 5 }] },
      `${file}: tiers[0]: unknown field "price"`,
    ],
    ['no tiers', { ...data, tiers: [] }, `${file}: tiers: `],
    [
      'no address to become a sponsor',
      { tiers: data.tiers, sponsors: data.sponsors },
      `${file}: join: missing required field`,
    ],
  ])('names the file, the field and the reason: %s', (_, input, message) => {
    expect(() => parseDataFile(sponsorsFileSchema, JSON.stringify(input), file)).toThrow(message);
  });

  it('says when the file is not JSON at all', () => {
    expect(() => parseDataFile(sponsorsFileSchema, '{ "tiers": [', file)).toThrow(
      `${file}: not valid JSON (`,
    );
  });
});

describe('sponsorsProblems', () => {
  const allLogos = () => true;

  it('finds nothing wrong with a consistent file', () => {
    expect(sponsorsProblems(data, allLogos)).toEqual([]);
  });

  it('names a sponsor of a tier the file does not have, with the tiers there are', () => {
    expect(sponsorsProblems({ ...data, sponsors: [sponsor('Acme', 'bronze')] }, allLogos)).toEqual([
      { path: 'sponsors[0].tier', message: 'no tier "bronze" (expected one of gold, silver)' },
    ]);
  });

  it('names a logo that is not in public/', () => {
    expect(sponsorsProblems(data, (logo) => logo !== '/sponsors/bolt.svg')).toEqual([
      { path: 'sponsors[1].logo', message: 'no file public/sponsors/bolt.svg' },
    ]);
  });

  it('names repeated tier ids and sponsor names', () => {
    const repeated = {
      ...data,
      tiers: [...data.tiers, tier('gold')],
      sponsors: [...data.sponsors, sponsor('Acme', 'gold')],
    };
    expect(sponsorsProblems(repeated, allLogos)).toEqual([
      { path: 'tiers[2].id', message: '"gold" is the id of an earlier tier' },
      { path: 'sponsors[3].name', message: '"Acme" is listed twice' },
    ]);
  });
});

describe('tiers and the home strip', () => {
  it('lists each tier in the file order with its own sponsors in theirs', () => {
    expect(
      tiersWithSponsors(data).map((entry) => [entry.id, entry.sponsors.map((item) => item.name)]),
    ).toEqual([
      ['gold', ['Bolt', 'Cog']],
      ['silver', ['Acme']],
    ]);
  });

  it('puts only the sponsors of tiers marked onHome on the home page', () => {
    expect(homeStripSponsors(data).map((item) => [item.name, item.tierName])).toEqual([
      ['Bolt', 'gold'],
      ['Cog', 'gold'],
    ]);
  });
});

describe('checkSponsors', () => {
  it('gives the data the pages draw, the same as reading the file', () => {
    expect(checkSponsors(sponsorsJson)).toEqual(readSponsors({ root: siteRoot }));
  });

  it('fails on a sponsor of an unknown tier, naming the file', () => {
    expect(() => checkSponsors({ ...data, sponsors: [sponsor('Acme', 'bronze')] })).toThrow(
      `${file}: sponsors[0].tier: no tier "bronze"`,
    );
  });
});

describe('readSponsors', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('fails naming the file and the logo that is missing from public/', () => {
    root = mkdtempSync(path.join(tmpdir(), 'sponsors-'));
    mkdirSync(path.join(root, 'src/data'), { recursive: true });
    mkdirSync(path.join(root, 'public/sponsors'), { recursive: true });
    writeFileSync(path.join(root, 'public/sponsors/acme.svg'), '<svg/>');
    writeFileSync(
      path.join(root, file),
      JSON.stringify({
        join: data.join,
        tiers: [tier('gold')],
        sponsors: [sponsor('Acme', 'gold'), sponsor('Bolt', 'gold')],
      }),
    );
    expect(() => readSponsors({ root })).toThrow(
      `${file}: sponsors[1].logo: no file public/sponsors/bolt.svg`,
    );
  });

  it('looks for the logos in the static files’ folder it is given, and names it', () => {
    root = mkdtempSync(path.join(tmpdir(), 'sponsors-'));
    mkdirSync(path.join(root, 'tests/data'), { recursive: true });
    mkdirSync(path.join(root, 'tests/public/sponsors'), { recursive: true });
    writeFileSync(path.join(root, 'tests/public/sponsors/acme.svg'), '<svg/>');
    const own = 'tests/data/sponsors.json';
    const write = (names: string[]) =>
      writeFileSync(
        path.join(root, own),
        JSON.stringify({
          join: data.join,
          tiers: [tier('gold')],
          sponsors: names.map((name) => sponsor(name, 'gold')),
        }),
      );
    const read = () => readSponsors({ root, file: own, publicDir: path.join(root, 'tests/public') });
    write(['Acme']);
    expect(read().sponsors.map((entry) => entry.name)).toEqual(['Acme']);
    write(['Acme', 'Bolt']);
    expect(read).toThrow(`${own}: sponsors[1].logo: no file tests/public/sponsors/bolt.svg`);
  });
});
