import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../create-accounts';
import { createNodeListener } from '../node/node-listener';
import type { AccountsOptions } from '../options';

// The security suite of the client address and the host: the accounts behind a real reverse proxy (a
// small one of node:http, which passes Host on and appends the peer to X-Forwarded-For as nginx's
// $proxy_add_x_forwarded_for does). Each visitor connects to the proxy from an address of its own on the
// loopback network (127.0.0.0/8), so the proxy sees them apart — as the review did (rows 5.2, 5.3, 5.6,
// 5.8 of ../shared/reviews/security.md).

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A request from the visitor at `from` (a loopback address), with the headers given. */
function visit(
  url: string,
  from: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers,
        localAddress: from,
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          body += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** A reverse proxy to `upstream` that passes Host on and appends the peer to X-Forwarded-For. */
function startProxy(upstream: () => string): Server {
  return createServer((incoming, outgoing) => {
    const target = new URL(upstream());
    const previous = incoming.headers['x-forwarded-for'];
    const forwardedFor = [previous, incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
}

/** Whether this machine lets a client connect from other loopback addresses than 127.0.0.1 (Linux does). */
async function loopbackAliases(): Promise<boolean> {
  const server = createServer((_request, response) => response.end());
  const url = await listen(server);
  try {
    await visit(url, '127.0.0.66');
    return true;
  } catch {
    return false;
  } finally {
    server.close();
  }
}

/** The accounts behind the proxy: their origin is the proxy's, as a site's is its public address. */
async function startBehindProxy(options: Partial<AccountsOptions>) {
  let backend = '';
  const proxy = startProxy(() => backend);
  const origin = await listen(proxy);
  const accounts: Accounts = createAccounts({
    origin,
    database: { kind: 'sqlite', path: ':memory:' },
    providers: { github: { clientId: 'github-client', clientSecret: 'github-secret' } },
    rateLimits: { login: { limit: 3, windowMs: 60_000 } },
    log: () => {},
    ...options,
  });
  const server = createServer(createNodeListener(accounts));
  backend = await listen(server);
  return {
    origin,
    backend,
    async stop() {
      proxy.closeAllConnections();
      server.closeAllConnections();
      proxy.close();
      server.close();
      await accounts.close();
    },
  };
}

const ATTACKER = '127.0.0.66';
const VISITORS = ['127.0.0.5', '127.0.0.6', '127.0.0.7'];

describe.runIf(await loopbackAliases())('the accounts behind a reverse proxy', () => {
  let site: Awaited<ReturnType<typeof startBehindProxy>>;

  beforeAll(async () => {
    site = await startBehindProxy({ trustedProxies: ['127.0.0.1'] });
  });

  afterAll(async () => {
    await site?.stop();
  });

  it('count the login limit per visitor, by the address the trusted proxy names', async () => {
    const starts = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      starts.push((await visit(`${site.origin}/auth/github`, ATTACKER)).status);
    expect(starts).toEqual([302, 302, 302, 429]);
    for (const visitor of VISITORS) {
      expect((await visit(`${site.origin}/auth/github`, visitor)).status).toBe(302);
    }
  });

  it('cannot be talked out of the limit with a made-up X-Forwarded-For, X-Real-IP or Forwarded', async () => {
    for (const [index, header] of ['x-forwarded-for', 'x-real-ip', 'forwarded'].entries()) {
      const value = header === 'forwarded' ? `for=203.0.113.${index}` : `203.0.113.${index}`;
      expect((await visit(`${site.origin}/auth/github`, ATTACKER, { [header]: value })).status).toBe(429);
    }
  });

  it('cannot be talked out of the limit with another Host: it is refused, with no budget of its own', async () => {
    const port = new URL(site.origin).port;
    for (const host of [
      `localhost:${port}`,
      '127.0.0.1:9',
      `LOCALHOST:${port}`,
      `[::1]:${port}`,
      'evil.example',
    ]) {
      const answer = await visit(`${site.origin}/auth/github`, ATTACKER, { host });
      expect(answer.status).toBe(421);
      expect(answer.body).toBe(
        `This server answers the accounts of ${site.origin} only: the request names another host. Behind a proxy, pass the Host header on (nginx: proxy_set_header Host $host).\n`,
      );
      expect(answer.headers.location).toBeUndefined();
    }
    const api = await visit(`${site.origin}/api/account`, VISITORS[0] ?? '', { host: 'evil.example' });
    expect(api.status).toBe(421);
    expect(JSON.parse(api.body)).toEqual({ error: expect.stringContaining('answers the accounts of') });
    expect((await visit(`${site.origin}/auth/github`, ATTACKER)).status).toBe(429);
  });

  it('ignore X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    // Straight to the server, past the proxy: the peer is the visitor, whatever it writes.
    const direct = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      direct.push(
        (
          await visit(`${site.backend}/auth/github`, '127.0.0.9', {
            host: new URL(site.origin).host,
            'x-forwarded-for': `198.51.100.${attempt}`,
          })
        ).status,
      );
    }
    expect(direct).toEqual([302, 302, 302, 429]);
  });
});

describe.runIf(await loopbackAliases())('the accounts behind a proxy they were not told of', () => {
  it('count every visitor as the proxy, so one visitor spends the budget of all', async () => {
    const site = await startBehindProxy({});
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) await visit(`${site.origin}/auth/github`, ATTACKER);
      expect((await visit(`${site.origin}/auth/github`, VISITORS[0] ?? '')).status).toBe(429);
    } finally {
      await site.stop();
    }
  });
});
