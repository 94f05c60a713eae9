import { OAuth2Server } from 'oauth2-mock-server';
import type { ProviderName } from '../oauth/provider-names';
import type { ProviderEndpoints } from '../oauth/providers';

/** A token request the mock received. */
export interface TokenRequest {
  readonly body: Readonly<Record<string, unknown>>;
  readonly authorization: string | undefined;
}

/**
 * An OAuth 2 provider on 127.0.0.1 that behaves like GitHub or Discord for the login flow:
 * oauth2-mock-server's `/authorize` sends the browser straight back with a code, `/token` checks PKCE
 * when the login used it, and the profile route (`/user` or `/users/@me`) answers {@link profile}.
 * Like the real providers, it refuses a code it did not issue, or used before.
 */
export interface MockProvider {
  readonly endpoints: ProviderEndpoints;
  /** What the profile route answers next. */
  profile: Record<string, unknown>;
  /** The status of the profile route's answer. */
  profileStatus: number;
  /** Every token request, oldest first. */
  readonly tokenRequests: TokenRequest[];
  /** The access tokens the profile route was asked with. */
  readonly profileTokens: string[];
  stop(): Promise<void>;
}

const PROFILE_PATHS: Readonly<Record<ProviderName, string>> = { github: '/user', discord: '/users/@me' };

export async function startMockProvider(kind: ProviderName): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const issuedCodes = new Set<string>();
  const usedCodes = new Set<string>();
  const mock: MockProvider = {
    endpoints: { authorize: '', token: '', user: '' },
    profile: {},
    profileStatus: 200,
    tokenRequests: [],
    profileTokens: [],
    stop: () => server.stop(),
  };
  server.service.on('beforeResponse', (response: { statusCode: number; body: unknown }, request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    mock.tokenRequests.push({ body, authorization: request.headers.authorization });
    const code = String(body.code);
    if (!issuedCodes.has(code) || usedCodes.has(code)) {
      response.statusCode = 400;
      response.body = {
        error: 'invalid_grant',
        error_description: 'The code is unknown or was used already.',
      };
    }
    usedCodes.add(code);
  });
  server.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    const code = url.searchParams.get('code');
    if (code) issuedCodes.add(code);
  });
  server.service.addRoute('GET', PROFILE_PATHS[kind], (request, response) => {
    mock.profileTokens.push(String(request.headers.authorization).replace(/^Bearer /, ''));
    response.writeHead(mock.profileStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify(mock.profile));
  });
  await server.start(0, '127.0.0.1');
  const base = `http://127.0.0.1:${server.address().port}`;
  Object.assign(mock.endpoints, {
    authorize: `${base}/authorize`,
    token: `${base}/token`,
    user: `${base}${PROFILE_PATHS[kind]}`,
  });
  return mock;
}
