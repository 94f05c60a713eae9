/** What the login that led to this page said, from its `login=` query (see `@lectern/accounts`). */
export function loginOutcome(search: string): 'failed' | 'link-refused' | undefined {
  const outcome = new URLSearchParams(search).get('login');
  return outcome === 'failed' || outcome === 'link-refused' ? outcome : undefined;
}
