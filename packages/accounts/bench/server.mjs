// The accounts server of the benchmark, in a process of its own so that the load generator does not
// share its event loop: node bench/server.mjs '<database options as JSON>' '<providers as JSON>'.
// It tells its parent the origin it listens on once the database is migrated, and stops on "stop".
import { createServer } from 'node:http';
import { createAccounts, createNodeListener } from '../dist/index.js';

const [database, providers] = process.argv.slice(2).map((argument) => JSON.parse(argument));
const server = createServer();
server.listen(0, '127.0.0.1', async () => {
  const origin = `http://127.0.0.1:${server.address().port}`;
  const accounts = createAccounts({
    origin,
    database,
    providers,
    rateLimits: { login: false, settingsWrites: false },
    log: ({ level, message, error }) => {
      if (level !== 'info') console.error(`[bench server] ${message}`, error ?? '');
    },
  });
  await accounts.ready();
  server.on('request', createNodeListener(accounts));
  process.send({ origin });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    server.closeAllConnections();
    server.close();
    await accounts.close();
    process.exit(0);
  });
});
