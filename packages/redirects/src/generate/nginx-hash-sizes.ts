/** nginx's defaults: `map_hash_bucket_size` is the CPU's cache line (64 bytes on common hardware). */
export const NGINX_DEFAULT_BUCKET_SIZE = 64;
export const NGINX_DEFAULT_MAX_SIZE = 2048;

/** The size of a pointer on the 64-bit builds nginx runs on today. */
const POINTER = 8;
const UINT64 = (1n << 64n) - 1n;

/** The hash sizes an nginx `map` needs for its keys. */
export interface NginxHashSizes {
  /** For `map_hash_bucket_size`: at least the default, a power of two. */
  bucketSize: number;
  /** For `map_hash_max_size`: at least the default. */
  maxSize: number;
  /** Whether nginx's defaults would do (then the directives could be left out). */
  defaultsFit: boolean;
}

function align(size: number, to: number): number {
  return Math.ceil(size / to) * to;
}

/** `NGX_HASH_ELT_SIZE`: a key's place in a bucket (value pointer, length, the key's bytes). */
function elementSize(keyBytes: number): number {
  return POINTER + align(keyBytes + 2, POINTER);
}

/** A key's 64-bit hash in two 32-bit halves, so that `hash % size` needs no big integers. */
interface Element {
  high: number;
  low: number;
  size: number;
}

/** `ngx_hash_key` over the lowercased key, as `ngx_hash_add_key` stores it (64-bit). */
function hashKey(bytes: Uint8Array): bigint {
  let key = 0n;
  for (const byte of bytes) {
    const lower = byte >= 65 && byte <= 90 ? byte + 32 : byte;
    key = (key * 31n + BigInt(lower)) & UINT64;
  }
  return key;
}

/** `hash % size` from the halves: high·2³² + low, each product below 2⁵³. */
function bucketOf(element: Element, size: number): number {
  return ((element.high % size) * (TWO_32 % size) + (element.low % size)) % size;
}

const TWO_32 = 2 ** 32;

/** How many of the largest keys a bucket should hold when the defaults do not do. */
const KEYS_PER_BUCKET = 4;
/** The largest `map_hash_max_size` tried before the buckets are made larger instead. */
const MAX_SIZE_LIMIT = 2 ** 16;

/**
 * The smallest hash size from nginx's starting point that fits every key into buckets of
 * `bucketSize` bytes, searching up to `limit` (the loop of `ngx_hash_init`), or `undefined`.
 */
function fittingSize(keys: readonly Element[], bucketSize: number, limit: number): number | undefined {
  const room = bucketSize - POINTER;
  let start = Math.max(1, Math.floor(keys.length / Math.floor(room / (2 * POINTER))));
  // nginx skips ahead for a large limit, looking only at its last 1000 sizes.
  if (limit > 10_000 && keys.length > 0 && Math.floor(limit / keys.length) < 100) start = limit - 1000;
  for (let size = start; size <= limit; size++) {
    const used = new Uint32Array(size);
    let fits = true;
    for (const key of keys) {
      const bucket = bucketOf(key, size);
      const total = (used[bucket] as number) + key.size;
      if (total > room) {
        fits = false;
        break;
      }
      used[bucket] = total;
    }
    if (fits) return size;
  }
  return undefined;
}

/**
 * The `map_hash_bucket_size` and `map_hash_max_size` an nginx `map` with these keys needs, worked out
 * as nginx's `ngx_hash_init` does on a 64-bit build: every key (lowercased, in bytes) must fit into a
 * bucket — nginx refuses to start otherwise ("could not build map_hash, you should increase
 * map_hash_bucket_size") — and some hash size up to the maximum must spread the keys so that no bucket
 * overflows, or nginx warns ("could not build optimal map_hash").
 *
 * @example nginxHashSizes(['/quick-start', '/quick-start/']) // { bucketSize: 64, maxSize: 2048, defaultsFit: true }
 */
export function nginxHashSizes(keys: readonly string[]): NginxHashSizes {
  const encoder = new TextEncoder();
  const elements = keys.map((key): Element => {
    const bytes = encoder.encode(key);
    const hash = hashKey(bytes);
    return { high: Number(hash >> 32n), low: Number(hash & 0xffffffffn), size: elementSize(bytes.length) };
  });
  const largest = elements.reduce((most, element) => Math.max(most, element.size), 0);
  const defaultsFit =
    largest + POINTER <= NGINX_DEFAULT_BUCKET_SIZE &&
    fittingSize(elements, NGINX_DEFAULT_BUCKET_SIZE, NGINX_DEFAULT_MAX_SIZE) !== undefined;
  if (defaultsFit) {
    return { bucketSize: NGINX_DEFAULT_BUCKET_SIZE, maxSize: NGINX_DEFAULT_MAX_SIZE, defaultsFit };
  }
  // Buckets with room for a few of the largest keys, so that a hash size near the number of keys
  // spreads them (a bucket that holds one key would need a hash far larger than the table).
  let bucketSize = NGINX_DEFAULT_BUCKET_SIZE;
  while (bucketSize - POINTER < KEYS_PER_BUCKET * largest) bucketSize *= 2;
  for (;;) {
    for (let maxSize = NGINX_DEFAULT_MAX_SIZE; maxSize <= MAX_SIZE_LIMIT; maxSize *= 2) {
      if (fittingSize(elements, bucketSize, maxSize) !== undefined) {
        return { bucketSize, maxSize, defaultsFit };
      }
    }
    bucketSize *= 2;
  }
}
