// Load test of the settings routes: autocannon against GET and PUT /api/settings on 127.0.0.1, on SQLite
// and on PostgreSQL (a throwaway server from the machine's postgresql package, with its default
// durability), logged in as 20 users through the real login flow (a mock GitHub). Prints requests per
// second, latency percentiles and errors per database and route; the target is at least 500 requests
// a second for reads and for writes, with no errors. Then overlapping saves: 20 other users each send 30
// saves at once (600 in flight), every one must answer 200 and every user's document must hold the
// last change of each setting. Needs `pnpm build` first. Not part of `npm test`.
//
// Usage: node bench/settings.bench.mjs [--duration=10] [--connections=10] [--databases=sqlite,postgres]
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSettingsDocument, settingsForSync, updateSettings } from '@lectern/theme-core';
import autocannon from 'autocannon';
import { OAuth2Server } from 'oauth2-mock-server';
import pg from 'pg';
import { startThrowawayPostgres } from '../support/throwaway-postgres.mjs';

const TARGET_RPS = 500;
const USERS = 20;
/** Saves each user sends at once in the overlapping-saves run. */
const BURST = 30;
const THEMES = ['system', 'light', 'dark', 'blackguard'];

const options = Object.fromEntries(
  process.argv.slice(2).map((argument) => {
    const [key, value = ''] = argument.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const duration = Number(options.duration ?? 10);
const connections = Number(options.connections ?? 10);
const databases = (options.databases ?? 'sqlite,postgres').split(',');

/** A GitHub-like provider whose profile route answers the next user. */
async function startProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const provider = { nextId: 1 };
  server.service.addRoute('GET', '/user', (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: provider.nextId, login: `reader-${provider.nextId}`, name: null }));
  });
  await server.start(0, '127.0.0.1');
  const base = `http://127.0.0.1:${server.address().port}`;
  return Object.assign(provider, {
    endpoints: { authorize: `${base}/authorize`, token: `${base}/token`, user: `${base}/user` },
    stop: () => server.stop(),
  });
}

function startServer(database, providers) {
  const child = fork(fileURLToPath(new URL('./server.mjs', import.meta.url)), [
    JSON.stringify(database),
    JSON.stringify(providers),
  ]);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    child.once('message', ({ origin }) => {
      child.removeAllListeners('exit');
      resolve({
        origin,
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.send('stop');
          }),
      });
    });
  });
}

/** Logs in through the whole flow, as a browser does, and returns the session cookie. */
async function login(origin) {
  const jar = new Map();
  const keep = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair.split('=');
      if (header.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let response = await fetch(`${origin}/auth/github`, { redirect: 'manual' });
  keep(response);
  response = await fetch(response.headers.get('location'), { redirect: 'manual' });
  response = await fetch(response.headers.get('location'), {
    redirect: 'manual',
    headers: { cookie: cookie() },
  });
  keep(response);
  if (!jar.has('lectern-session')) throw new Error(`the login failed: ${response.headers.get('location')}`);
  return `lectern-session=${jar.get('lectern-session')}`;
}

/** What save `index` of a burst changes: its own notification, and for the first three one setting more. */
function burstChange(index) {
  const own = [{ theme: 'dark' }, { direction: 'rtl' }, { inlineApiTables: true }];
  return { readNotifications: [`burst-${index}`], ...own[index] };
}

/**
 * Every user sends BURST saves at once, each changed a second after the one before (all in the past for
 * the server); then each user's document must hold the last change of every setting.
 */
async function overlappingSaves(origin, cookies) {
  const start = Date.now() - 10 * 60_000;
  const started = performance.now();
  const statuses = await Promise.all(
    cookies.flatMap((cookie) =>
      Array.from({ length: BURST }, async (_, index) => {
        const document = updateSettings(defaultSettingsDocument, burstChange(index), {
          now: start + index * 1000,
        });
        try {
          const response = await fetch(`${origin}/api/settings`, {
            method: 'PUT',
            headers: { cookie, origin, 'content-type': 'application/json' },
            body: JSON.stringify(settingsForSync(document)),
          });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return 0;
        }
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  let merged = 0;
  for (const cookie of cookies) {
    const response = await fetch(`${origin}/api/settings`, { headers: { cookie } });
    const { settings } = await response.json();
    const values = settings.values;
    const notifications = values.readNotifications ?? [];
    if (
      values.theme === 'dark' &&
      values.direction === 'rtl' &&
      values.inlineApiTables === true &&
      notifications.at(-1) === `burst-${BURST - 1}`
    ) {
      merged += 1;
    }
  }
  return {
    requests: statuses.length,
    rps: Math.round(statuses.length / seconds),
    errors: statuses.filter((status) => status === 0).length,
    non2xx: statuses.filter((status) => status !== 0 && (status < 200 || status >= 300)).length,
    merged,
    users: cookies.length,
  };
}

function run(origin, cookies, route, seconds) {
  let turn = 0;
  const request =
    route === 'GET'
      ? {
          method: 'GET',
          path: '/api/settings',
          setupRequest: (raw) => ({
            ...raw,
            headers: { ...raw.headers, cookie: cookies[turn++ % cookies.length] },
          }),
        }
      : {
          method: 'PUT',
          path: '/api/settings',
          setupRequest: (raw) => {
            turn += 1;
            const document = updateSettings(
              defaultSettingsDocument,
              { theme: THEMES[turn % THEMES.length], readNotifications: [`note-${turn % 50}`] },
              { now: Date.now() },
            );
            return {
              ...raw,
              headers: {
                ...raw.headers,
                cookie: cookies[turn % cookies.length],
                origin,
                'content-type': 'application/json',
              },
              body: JSON.stringify(settingsForSync(document)),
            };
          },
        };
  return autocannon({ url: origin, connections, duration: seconds, requests: [request] });
}

async function openDatabase(kind) {
  if (kind === 'sqlite') {
    const folder = await mkdtemp(path.join(tmpdir(), 'lectern-bench-'));
    return {
      options: { kind: 'sqlite', path: path.join(folder, 'lectern.sqlite') },
      remove: () => rm(folder, { recursive: true, force: true }),
    };
  }
  const server = await startThrowawayPostgres({ durable: true });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query('CREATE DATABASE lectern_bench');
  await client.end();
  return {
    options: { kind: 'postgres', url: server.url.replace(/\/postgres$/, '/lectern_bench') },
    remove: () => server.remove(),
  };
}

const rows = [];
const bursts = [];
const provider = await startProvider();
try {
  for (const kind of databases) {
    const database = await openDatabase(kind);
    const server = await startServer(database.options, {
      github: { clientId: 'bench', clientSecret: 'bench', endpoints: provider.endpoints },
    });
    try {
      const cookies = [];
      for (let user = 1; user <= USERS; user += 1) {
        provider.nextId = user;
        cookies.push(await login(server.origin));
      }
      for (const route of ['GET', 'PUT']) {
        await run(server.origin, cookies, route, 2); // warm-up, not counted
        const result = await run(server.origin, cookies, route, duration);
        rows.push({ kind, route, result });
        console.error(`${kind} ${route} /api/settings: ${Math.round(result.requests.average)} requests/s`);
      }
      const burstCookies = [];
      for (let user = 1; user <= USERS; user += 1) {
        provider.nextId = 1000 + user;
        burstCookies.push(await login(server.origin));
      }
      const burst = await overlappingSaves(server.origin, burstCookies);
      bursts.push({ kind, burst });
      console.error(
        `${kind} ${BURST} saves at once by each of ${USERS} users: ${burst.non2xx + burst.errors} failed, ${burst.merged}/${burst.users} merged`,
      );
    } finally {
      await server.stop();
      await database.remove();
    }
  }
} finally {
  await provider.stop();
}

const header = [
  'database',
  'route',
  'req/s',
  'p50 ms',
  'p90 ms',
  'p99 ms',
  'max ms',
  'errors',
  'non-2xx',
  'requests',
];
const lines = rows.map(({ kind, route, result }) => [
  kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
  `${route} /api/settings`,
  String(Math.round(result.requests.average)),
  String(result.latency.p50),
  String(result.latency.p90),
  String(result.latency.p99),
  String(result.latency.max),
  String(result.errors + result.timeouts),
  String(result.non2xx),
  String(result.requests.total),
]);
console.log(`\n${connections} connections, ${duration} s per run, ${USERS} users, Node ${process.version}\n`);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map((_, index) => (index < 2 ? ' --- ' : ' ---: ')).join('|')}|`);
for (const line of lines) console.log(`| ${line.join(' | ')} |`);
console.log(`\n${BURST} saves at once by each of ${USERS} users (${BURST * USERS} in flight):\n`);
console.log('| database | saves | req/s | errors | non-2xx | users with every change merged |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const { kind, burst } of bursts) {
  console.log(
    `| ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${burst.requests} | ${burst.rps} | ${burst.errors} | ${burst.non2xx} | ${burst.merged}/${burst.users} |`,
  );
}
const misses = [
  ...rows.filter(
    ({ result }) =>
      result.requests.average < TARGET_RPS || result.errors + result.timeouts + result.non2xx > 0,
  ),
  ...bursts
    .filter(({ burst }) => burst.errors + burst.non2xx > 0 || burst.merged < burst.users)
    .map(({ kind }) => ({ kind, route: `${BURST} saves at once` })),
];
console.log(
  misses.length === 0
    ? `\nEvery run reached ${TARGET_RPS} requests/s with no errors.`
    : `\nBelow the target of ${TARGET_RPS} requests/s with no errors: ${misses.map(({ kind, route }) => `${kind} ${route}`).join(', ')}.`,
);
process.exitCode = misses.length === 0 ? 0 : 1;
