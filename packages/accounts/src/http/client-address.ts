import { BlockList, isIP } from 'node:net';

/** Finds the visitor's address of a request, for the rate limits. */
export type ClientAddressResolver = (peer: string | undefined, forwardedFor: string | null) => string;

/** What an entry of the trusted proxies can be: an address, or a block of them. */
const ENTRY_EXAMPLE = '"10.0.0.5", "10.0.0.0/8" or "fd00::/8"';

/**
 * Why an entry of the trusted proxies cannot be used, or `undefined` when it can: an IPv4 or IPv6 address,
 * or a block of them in CIDR notation.
 *
 * @example trustedProxyProblem('10.0.0.0/8') // undefined
 * @example trustedProxyProblem('10.0.0.0/33') // 'expected an address or a CIDR block such as …, the prefix at most 32 (got "10.0.0.0/33")'
 */
export function trustedProxyProblem(entry: string): string | undefined {
  const parsed = parseEntry(entry);
  if (typeof parsed !== 'string') return undefined;
  return `expected an address or a CIDR block such as ${ENTRY_EXAMPLE}${parsed} (got ${JSON.stringify(entry)})`;
}

function parseEntry(entry: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | string {
  const [address = '', prefixText, ...rest] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return '';
  const type = version === 4 ? 'ipv4' : 'ipv6';
  const bits = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits, type };
  const prefix = Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText) || prefix > bits) return `, the prefix at most ${bits}`;
  return { address, prefix, type };
}

/** `::ffff:10.0.0.5` (how a dual-stack server sees an IPv4 peer) as `10.0.0.5`; other addresses as they are. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The visitor's address of each request, behind the proxies listed in `trusted` (addresses and CIDR
 * blocks, checked beforehand with {@link trustedProxyProblem}). Without trusted proxies it is the TCP
 * peer, and `X-Forwarded-For` is ignored: any client can write it. When the peer is a trusted proxy, the
 * `X-Forwarded-For` list is read from its right end — the hop each proxy added — past every trusted
 * proxy: the first address that is not one is the visitor. A list of trusted proxies only leads to the
 * left-most of them; an unreadable hop ends the walk there (that hop's own proxy is taken as the visitor).
 *
 * @example createClientAddressResolver(['127.0.0.1'])('127.0.0.1', '203.0.113.9, 198.51.100.7') // '198.51.100.7'
 * @example createClientAddressResolver([])('127.0.0.1', '203.0.113.9') // '127.0.0.1'
 */
export function createClientAddressResolver(trusted: readonly string[]): ClientAddressResolver {
  if (trusted.length === 0) return (peer) => (peer ? plainAddress(peer) : 'unknown');
  const proxies = new BlockList();
  for (const entry of trusted) {
    const parsed = parseEntry(entry);
    if (typeof parsed === 'string') throw new Error(trustedProxyProblem(entry));
    proxies.addSubnet(parsed.address, parsed.prefix, parsed.type);
  }
  const isTrusted = (address: string) => {
    const version = isIP(address);
    return version !== 0 && proxies.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
  return (peer, forwardedFor) => {
    if (!peer) return 'unknown';
    let client = plainAddress(peer);
    if (!isTrusted(client) || !forwardedFor) return client;
    const hops = forwardedFor.split(',');
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = plainAddress(unbracketed(hops[index]?.trim() ?? ''));
      if (isIP(hop) === 0) return client;
      client = hop;
      if (!isTrusted(hop)) return hop;
    }
    return client;
  };
}

/** An IPv6 hop as some proxies write it, `[2001:db8::1]` or `[2001:db8::1]:443`, without the brackets. */
function unbracketed(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  return bracketed?.[1] ?? hop;
}
