// Serves a built site folder on 127.0.0.1: node scripts/serve.mjs <folder> <port>
import { createServer } from 'node:http';
import sirv from 'sirv';

const [folder, port] = process.argv.slice(2);
const files = sirv(folder, { dev: false, extensions: ['html'] });
createServer((request, response) =>
  files(request, response, () => {
    response.writeHead(404);
    response.end('Not Found');
  }),
).listen(Number(port), '127.0.0.1');
