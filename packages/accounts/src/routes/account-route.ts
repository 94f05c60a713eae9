import { jsonResponse, withCookies } from '../http/responses';
import { PROVIDER_NAMES, type ProviderName } from '../oauth/provider-names';
import type { AccountsRuntime } from '../runtime';
import { userLogins } from '../storage/users';
import { identifyVisitor } from './visitor';

/** The body of `GET /api/account`. */
export interface AccountBody {
  /** The logged-in user, or `null` for an anonymous visitor. */
  readonly user: {
    readonly id: string;
    readonly name: string;
    /** The avatar from the provider last logged in with (a subscriber's own is the `avatar` setting). */
    readonly avatarUrl: string | null;
    /** The providers linked to the account, GitHub first. */
    readonly providers: readonly ProviderName[];
    readonly subscriber: boolean;
  } | null;
  /** Which login buttons work: a provider without an OAuth app says login is not configured. */
  readonly login: Readonly<Record<ProviderName, boolean>>;
}

/** `GET /api/account`: who is logged in, and which providers the site can log in with. */
export async function getAccount(request: Request, runtime: AccountsRuntime): Promise<Response> {
  const visitor = await identifyVisitor(request, runtime);
  const login = Object.fromEntries(
    PROVIDER_NAMES.map((name) => [name, runtime.providers.has(name)]),
  ) as Record<ProviderName, boolean>;
  let user: AccountBody['user'] = null;
  if (visitor.user) {
    const logins = await userLogins(await runtime.database(), visitor.user.id);
    user = {
      id: visitor.user.id,
      name: visitor.user.name,
      avatarUrl: visitor.user.avatarUrl,
      providers: logins.map((entry) => entry.provider),
      subscriber: visitor.user.subscriber,
    };
  }
  const body: AccountBody = { user, login };
  return withCookies(jsonResponse(200, body), visitor.cookies);
}
