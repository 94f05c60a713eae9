import { withBase } from '@lectern/theme-core';
import type { APIRoute } from 'astro';

/** `/robots.txt`: everything may be crawled; the sitemap is named when the site has an address. */
export const GET: APIRoute = ({ site }) => {
  const lines = ['User-agent: *', 'Allow: /'];
  if (site)
    lines.push(
      '',
      `Sitemap: ${new URL(withBase('/sitemap-index.xml', import.meta.env.BASE_URL), site).href}`,
    );
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
