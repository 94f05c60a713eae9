// @vitest-environment node
import { expect, it } from 'vitest';
import { loginHref } from './account-api';

it('starts logins from the root on the server, where there is no document', () => {
  expect(globalThis.document).toBeUndefined();
  expect(loginHref('github', '/')).toBe('/auth/github/?returnTo=%2F');
});
