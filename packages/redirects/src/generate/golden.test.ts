import { describe, expect, it } from 'vitest';
import { examples, site } from '../test/examples';
import { netlifyRedirects } from './netlify-redirects';
import { nginxRedirectMap } from './nginx-redirect-map';
import { staticRedirectPages } from './static-redirect-pages';
import { vercelRedirects } from './vercel-redirects';

// The outputs for the five legacy examples with English, Chinese (zh-CN, also zh-Hans) and a disabled
// Japanese, compared with the files in __golden__. After a deliberate change, review the new output and
// update the files with `pnpm vitest run -u`.
describe('generated files for the example table', () => {
  it('writes _redirects', async () => {
    await expect(netlifyRedirects(examples, site)).toMatchFileSnapshot('__golden__/_redirects');
  });

  it('writes vercel.json', async () => {
    const json = `${JSON.stringify(vercelRedirects(examples, site), null, 2)}\n`;
    await expect(json).toMatchFileSnapshot('__golden__/vercel.json');
  });

  it('writes nginx-redirects.conf', async () => {
    await expect(nginxRedirectMap(examples, site)).toMatchFileSnapshot('__golden__/nginx-redirects.conf');
  });

  it('writes one static page per old address', async () => {
    const pages = staticRedirectPages(examples, { ...site, site: 'https://lectern.dev' });
    const listing = pages.map((page) => page.path).join('\n');
    await expect(`${listing}\n`).toMatchFileSnapshot('__golden__/static-pages.txt');
    const page = (path: string) => pages.find((candidate) => candidate.path === path)?.html;
    await expect(page('quick-start/index.html')).toMatchFileSnapshot('__golden__/quick-start.html');
    await expect(page('zh-Hans/quick-start/index.html')).toMatchFileSnapshot(
      '__golden__/zh-Hans-quick-start.html',
    );
  });
});
