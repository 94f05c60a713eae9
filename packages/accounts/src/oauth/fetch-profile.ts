import type { LoginProfile } from '../storage/users';
import type { ProviderName } from './provider-names';
import type { ProviderDefinition } from './providers';

/** Fetches the profile of the person who logged in, with the access token. */
export async function fetchProfile(
  provider: ProviderDefinition & { readonly name: ProviderName },
  accessToken: string,
  timeoutMs: number,
): Promise<LoginProfile> {
  const response = await fetch(provider.endpoints.user, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      // GitHub's API refuses requests without a User-Agent.
      'user-agent': 'lectern-accounts',
    },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the profile request to ${provider.endpoints.user} answered ${response.status}`);
  }
  const profile = provider.readProfile(await response.json());
  if ('problem' in profile)
    throw new Error(`the profile from ${provider.endpoints.user} cannot be used: ${profile.problem}`);
  return { provider: provider.name, ...profile };
}

/** Waits for a promise at most `timeoutMs` milliseconds. */
export async function withTimeout<Value>(
  promise: Promise<Value>,
  timeoutMs: number,
  what: string,
): Promise<Value> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
