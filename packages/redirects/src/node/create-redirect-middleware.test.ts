import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedirectResolver } from '../create-redirect-resolver';
import { examples, site } from '../test/examples';
import { createRedirectMiddleware } from './create-redirect-middleware';

const middleware = createRedirectMiddleware(
  createRedirectResolver({ ...examples, 'guide/café': '/guide/coffee break' }, site),
);

describe('createRedirectMiddleware on a node:http server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      middleware(request, response, () => {
        response.statusCode = 200;
        response.end('page');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const request = (path: string, method = 'GET') => fetch(`${origin}${path}`, { method, redirect: 'manual' });

  it.each([
    ['GET', '/quick-start', '/en/getting-started/installation/'],
    ['GET', '/quick-start/', '/en/getting-started/installation/'],
    ['HEAD', '/zh-Hans/components/dropdowns', '/zh-CN/components/menus/'],
    ['GET', '/ja/framework/theme/?tab=api&x=1', '/en/customization/theme/?tab=api&x=1'],
    ['GET', '/zh-CN/about/sponsors-and-backers', '/zh-CN/introduction/sponsors-and-backers/'],
    ['GET', '/guide/caf%C3%A9', '/en/guide/coffee%20break/'],
  ])('answers %s %s with 301 to %s', async (method, path, location) => {
    const response = await request(path, method);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toBe('');
  });

  it.each([
    ['GET', '/en/getting-started/installation'],
    ['GET', '/'],
    ['GET', '/quick-start/more'],
    ['POST', '/quick-start'],
    ['OPTIONS', '/quick-start'],
  ])('passes %s %s on to the next handler', async (method, path) => {
    const response = await request(path, method);
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('createRedirectMiddleware', () => {
  it.each([
    [{ method: 'get', url: '/quick-start' }, true],
    [{ method: 'GET' }, false],
    [{ url: '/quick-start' }, false],
  ])('with the request %j, answers: %s', (request, answers) => {
    const headers: Record<string, string> = {};
    const response = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name] = value),
      end() {},
    };
    let passedOn = false;
    middleware(request, response, () => {
      passedOn = true;
    });
    expect(passedOn).toBe(!answers);
    expect(response.statusCode).toBe(answers ? 301 : 200);
    if (answers) expect(headers.Location).toBe('/en/getting-started/installation/');
  });
});
