/** The providers a visitor can log in with. */
export const PROVIDER_NAMES = Object.freeze(['github', 'discord'] as const);

/** A provider a visitor can log in with. */
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** The providers' names as people write them. */
export const PROVIDER_LABELS: Readonly<Record<ProviderName, string>> = Object.freeze({
  github: 'GitHub',
  discord: 'Discord',
});

/**
 * Whether a text names a provider.
 *
 * @example isProviderName('github') // true
 * @example isProviderName('GitHub') // false
 */
export function isProviderName(value: string): value is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(value);
}
