import { useSyncExternalStore } from 'react';
import { subscribeToVisitorAccount, type VisitorAccount, visitorAccount } from '../settings/visitor-account';

const ANONYMOUS: VisitorAccount = { role: 'anonymous' };
const getServerSnapshot = () => ANONYMOUS;

/**
 * The visitor's account as the site's server said (see `setVisitorAccount`): their role, name, avatar and
 * login providers. The server and the first render while hydrating see an anonymous visitor, so the
 * HTML matches; the account follows right after, and every change after that.
 *
 * @example const { role } = useVisitorAccount();
 */
export function useVisitorAccount(): VisitorAccount {
  return useSyncExternalStore(subscribeToVisitorAccount, visitorAccount, getServerSnapshot);
}
