// Serves a built site on 127.0.0.1 as a static host does: text (HTML, CSS, JavaScript, JSON, SVG) gzipped
// for a browser that accepts it. The sizes in the tables are measured from the files, not from here.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';

const TEXT = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * `response` with its body gzipped when it is text: the body is gathered, then sent compressed with its
 * length, as a host that compresses sends it.
 */
function gzipping(response, method) {
  const chunks = [];
  const { writeHead, write, end } = response;
  let head;
  response.writeHead = (status, ...rest) => {
    head = [status, ...rest];
    return response;
  };
  response.write = (chunk) => {
    chunks.push(Buffer.from(chunk));
    return true;
  };
  response.end = (chunk, ...rest) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
    const headers = { ...(typeof head?.[1] === 'object' ? head[1] : {}) };
    const type = String(
      response.getHeader('content-type') ?? headers['Content-Type'] ?? headers['content-type'] ?? '',
    );
    let body = Buffer.concat(chunks);
    if (TEXT.test(type) && body.length > 0) {
      body = gzipSync(body, { level: 6 });
      for (const name of Object.keys(headers)) if (/^content-length$/i.test(name)) delete headers[name];
      response.removeHeader('content-length');
      headers['content-encoding'] = 'gzip';
      headers['content-length'] = body.length;
      headers.vary = 'Accept-Encoding';
    }
    if (head) writeHead.call(response, head[0], headers);
    if (method !== 'HEAD') write.call(response, body);
    return end.call(response, ...rest.filter((value) => typeof value === 'function'));
  };
  return response;
}

/** Starts a static server for `dir` on `port`; resolves with its origin and a `close()`. */
export function serveStatic(dir, port) {
  const files = sirv(dir, { dev: false, etag: true, extensions: ['html'] });
  const server = createServer((incoming, response) => {
    const accepts = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
    files(incoming, accepts ? gzipping(response, incoming.method) : response, () => {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not Found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
