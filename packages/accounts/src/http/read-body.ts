/** A request body read up to a limit. */
export type BodyRead =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: 'too-large'; readonly bytes: number | undefined }
  | { readonly ok: false; readonly reason: 'not-utf8' };

/**
 * Reads a request body as UTF-8 text, stopping as soon as it passes `maxBytes` (a declared
 * `Content-Length` over the limit is refused without reading). `bytes` is the body's size when known.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes)
    return { ok: false, reason: 'too-large', bytes: declared };
  if (!request.body) return { ok: true, text: '' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, reason: 'too-large', bytes: undefined };
    }
    chunks.push(value);
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, reason: 'not-utf8' };
  }
}
