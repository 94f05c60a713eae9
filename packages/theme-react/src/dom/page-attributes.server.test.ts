// @vitest-environment node
import { expect, it } from 'vitest';
import { siteBase } from './page-attributes';

it('is the root on the server, where there is no document', () => {
  expect(globalThis.document).toBeUndefined();
  expect(siteBase()).toBe('/');
});
