import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Accounts } from '../create-accounts';

/** What {@link createNodeListener} does with requests that are not the accounts' own. */
export interface NodeListenerOptions {
  /** Answers the other requests; by default they get a 404. */
  readonly fallback?: (request: IncomingMessage, response: ServerResponse) => void;
}

/**
 * A `node:http` request listener that serves the accounts' routes on their own, e.g. behind a proxy
 * beside a static site, or in tests and benchmarks:
 *
 * @example createServer(createNodeListener(accounts)).listen(4701, '127.0.0.1')
 */
export function createNodeListener(
  accounts: Accounts,
  options: NodeListenerOptions = {},
): (request: IncomingMessage, response: ServerResponse) => void {
  return (incoming, outgoing) => {
    answer(accounts, incoming, outgoing, options).catch((error: unknown) => {
      console.error('[lectern-accounts] could not answer a request', error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end('Something went wrong on the server.\n');
    });
  };
}

async function answer(
  accounts: Accounts,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  options: NodeListenerOptions,
): Promise<void> {
  const request = toWebRequest(incoming);
  const response = await accounts.handle(request, { clientAddress: incoming.socket.remoteAddress });
  if (!response) {
    if (options.fallback) return options.fallback(incoming, outgoing);
    outgoing.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.\n');
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, headers);
  outgoing.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

function toWebRequest(incoming: IncomingMessage): Request {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(url, {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs `duplex` for a streamed body.
    duplex: hasBody ? 'half' : undefined,
  });
}
