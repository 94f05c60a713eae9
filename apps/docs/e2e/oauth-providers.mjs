// Two OAuth 2 providers on 127.0.0.1 for the browser tests, one like GitHub and one like Discord: their
// /authorize sends the browser straight back with a code, /token gives an access token (and refuses a code
// used twice), and the profile route answers the profile set last through POST /_profile (JSON), so each
// test logs in as the user it wants.
//
// Usage: node e2e/oauth-providers.mjs --github-port 4412 --discord-port 4413
import { OAuth2Server } from 'oauth2-mock-server';

const args = process.argv.slice(2);
const option = (name) => Number(args[args.indexOf(`--${name}`) + 1]);

const DEFAULT_PROFILES = {
  github: { id: 1001, login: 'ada', name: 'Ada Lovelace', avatar_url: null },
  discord: { id: '2002', username: 'grace', global_name: 'Grace Hopper', avatar: null },
};
const PROFILE_PATHS = { github: '/user', discord: '/users/@me' };

async function startProvider(kind, port) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let profile = DEFAULT_PROFILES[kind];
  const usedCodes = new Set();
  server.service.on('beforeResponse', (response, request) => {
    const code = String(request.body?.code);
    if (usedCodes.has(code)) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'The code has been used already.' };
    }
    usedCodes.add(code);
  });
  server.service.addRoute('GET', PROFILE_PATHS[kind], (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(profile));
  });
  server.service.addRoute('POST', '/_profile', (request, response) => {
    profile = request.body;
    response.writeHead(204);
    response.end();
  });
  server.service.addRoute('GET', '/_ready', (_request, response) => {
    response.writeHead(200);
    response.end('ok');
  });
  await server.start(port, '127.0.0.1');
  console.log(`${kind}-like OAuth provider on http://127.0.0.1:${port}`);
}

await startProvider('github', option('github-port'));
await startProvider('discord', option('discord-port'));
