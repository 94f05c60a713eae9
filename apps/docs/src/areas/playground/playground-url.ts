// The playground's code in the address, so that a link shares it: `#code=` and the code, compressed
// (deflate) and written in base64url. The browser's own CompressionStream does the work.

const PREFIX = '#code=';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const source = new Response(bytes as BodyInit).body;
  if (!source) return new Uint8Array();
  return new Uint8Array(await new Response(source.pipeThrough(stream)).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The address's hash that carries `code`. */
export async function hashOfCode(code: string): Promise<string> {
  const compressed = await pipe(new TextEncoder().encode(code), new CompressionStream('deflate-raw'));
  return `${PREFIX}${toBase64Url(compressed)}`;
}

/** The code an address's hash carries, or undefined when it carries none or cannot be read. */
export async function codeOfHash(hash: string): Promise<string | undefined> {
  if (!hash.startsWith(PREFIX)) return undefined;
  try {
    const bytes = await pipe(
      fromBase64Url(hash.slice(PREFIX.length)),
      new DecompressionStream('deflate-raw'),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
