import { useSyncExternalStore } from 'react';
import { subscribeToVisitorAccount, type VisitorAccount, visitorAccount } from '../stores/visitor-account';

const ANONYMOUS: VisitorAccount = { role: 'anonymous' };
const getServerSnapshot = () => ANONYMOUS;

/**
 * The visitor's account (see `visitorAccount`): as the accounts server said, else the role this browser
 * last saw. The server and the first render while hydrating see an anonymous visitor, so the HTML
 * matches; the account follows right after, and every change after that.
 *
 * @example const { role } = useVisitorAccount();
 */
export function useVisitorAccount(): VisitorAccount {
  return useSyncExternalStore(subscribeToVisitorAccount, visitorAccount, getServerSnapshot);
}
