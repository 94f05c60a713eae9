// Serves a built site on 127.0.0.1 (no compression: sizes are measured as files).
import { createServer } from 'node:http';
import sirv from 'sirv';

/** Starts a static server for `dir` on `port`; resolves with its origin and a `close()`. */
export function serveStatic(dir, port) {
  const files = sirv(dir, { dev: false, etag: true, extensions: ['html'] });
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not Found');
    }),
  );
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
