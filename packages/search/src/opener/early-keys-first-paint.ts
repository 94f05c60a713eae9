import { keepEarlyKeys } from './early-keys';

// The inline script of `earlySearchKeysScript`: this module, bundled and minified when the package is built.

/** Keeps the keys pressed before the search opener is installed. */
export default function keepEarlySearchKeys(): void {
  keepEarlyKeys();
}
