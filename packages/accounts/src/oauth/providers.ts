import type { LoginProfile } from '../storage/users';
import type { ProviderName } from './provider-names';

/** A provider's three addresses: where the visitor logs in, where the code is exchanged, and the profile. */
export interface ProviderEndpoints {
  readonly authorize: string;
  readonly token: string;
  readonly user: string;
}

/** What differs between the providers. */
export interface ProviderDefinition {
  readonly endpoints: ProviderEndpoints;
  readonly scopes: readonly string[];
  /**
   * Whether the login uses PKCE (S256) besides `state`. GitHub accepts it; Discord refuses it for
   * confidential clients (those with a client secret), so its logins rest on `state`.
   */
  readonly pkce: boolean;
  /** The profile in the provider's answer, or why it cannot be used. */
  readonly readProfile: (body: unknown) => Omit<LoginProfile, 'provider'> | { readonly problem: string };
}

export const PROVIDERS: Readonly<Record<ProviderName, ProviderDefinition>> = Object.freeze({
  github: {
    endpoints: {
      authorize: 'https://github.com/login/oauth/authorize',
      token: 'https://github.com/login/oauth/access_token',
      user: 'https://api.github.com/user',
    },
    // The public profile (id, login, name, avatar) needs no scope.
    scopes: [],
    pkce: true,
    readProfile: readGitHubProfile,
  },
  discord: {
    endpoints: {
      authorize: 'https://discord.com/oauth2/authorize',
      token: 'https://discord.com/api/oauth2/token',
      user: 'https://discord.com/api/users/@me',
    },
    scopes: ['identify'],
    pkce: false,
    readProfile: readDiscordProfile,
  },
});

type ProfileRead = ReturnType<ProviderDefinition['readProfile']>;

/**
 * The account in GitHub's `GET /user` answer: keyed on the numeric `id` (a login name can be changed and
 * taken by someone else), named by `name` or else `login`.
 *
 * @example readGitHubProfile({ id: 583231, login: 'octocat', name: null, avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4' })
 * // { providerUserId: '583231', name: 'octocat', avatarUrl: 'https://avatars.githubusercontent.com/u/583231?v=4' }
 */
export function readGitHubProfile(body: unknown): ProfileRead {
  if (!isRecord(body)) return { problem: 'the profile is not a JSON object' };
  const { id, login, name, avatar_url: avatarUrl } = body;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    return { problem: 'the profile has no numeric id' };
  }
  const shown = nonEmpty(name) ?? nonEmpty(login);
  if (!shown) return { problem: 'the profile has neither a name nor a login' };
  return { providerUserId: String(id), name: shown, avatarUrl: httpsUrl(avatarUrl) };
}

/**
 * The account in Discord's `GET /users/@me` answer: keyed on the numeric `id` (a snowflake, as text),
 * named by `global_name` or else `username`; the avatar address is built from the avatar hash.
 *
 * @example readDiscordProfile({ id: '80351110224678912', username: 'nelly', global_name: 'Nelly', avatar: '8342729096ea3675442027381ff50dfe' })
 * // { providerUserId: '80351110224678912', name: 'Nelly', avatarUrl: 'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png' }
 */
export function readDiscordProfile(body: unknown): ProfileRead {
  if (!isRecord(body)) return { problem: 'the profile is not a JSON object' };
  const { id, username, global_name: globalName, avatar } = body;
  if (typeof id !== 'string' || !/^[1-9]\d{0,19}$/.test(id))
    return { problem: 'the profile has no numeric id' };
  const shown = nonEmpty(globalName) ?? nonEmpty(username);
  if (!shown) return { problem: 'the profile has neither a global name nor a username' };
  const avatarUrl =
    typeof avatar === 'string' && /^(a_)?[0-9a-f]{32}$/.test(avatar)
      ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png`
      : null;
  return { providerUserId: id, name: shown, avatarUrl };
}

/** The longest name kept from a provider. */
const MAX_NAME_LENGTH = 100;

function nonEmpty(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, MAX_NAME_LENGTH) : undefined;
}

function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1024) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
