// The sidebar a reader receives over a few page views: from the measured page, following each page's
// "next" link in one tab (its cache kept, as a reader's), the pointer going over the sidebar on each
// page (a reader who uses it), the bytes of each page's sidebar markup (gzipped
// on its own, as a part of the page it came in) plus the sidebar files the pages fetched (Lectern's
// group trees, fetched once and then taken from the cache). The static server sends no cache headers,
// so a file is counted once, as an immutable file is on a host that marks it so (see the Publishing page).
import { networkQuiet } from './browser-js.mjs';
import { sizesOf } from './page-weight.mjs';

/**
 * The sidebar's bytes over `views` page views from `url` (see the top of this file). `sidebar` says
 * where an engine's sidebar is: `selector` (its element, as the server sent it), `next` (the pager's
 * link to the next page) and `files` (a pattern of the addresses of the sidebar files it fetches).
 *
 * @returns `{ views, markup: { raw, gzip }, files: { raw, gzip, requests }, total: { raw, gzip }, pages }`
 */
export async function measureSidebarViews(browser, url, sidebar, views) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const fetched = new Map();
  const pending = [];
  page.on('response', (response) => {
    const address = new URL(response.url()).pathname;
    if (!sidebar.files?.test(address) || fetched.has(address)) return;
    fetched.set(address, undefined);
    pending.push(
      response
        .body()
        .then((body) => fetched.set(address, sizesOf(body)))
        .catch(() => fetched.delete(address)),
    );
  });
  const markup = { raw: 0, gzip: 0 };
  const pages = [];
  try {
    let next = url;
    for (let view = 0; view < views && next; view += 1) {
      const response = await page.goto(next, { waitUntil: 'load' });
      // The sidebar as the server sent it, before any script filled it.
      const html = (await response?.text()) ?? '';
      const served = await page.evaluate(
        ([source, selector]) => {
          const element = new DOMParser().parseFromString(source, 'text/html').querySelector(selector);
          return element ? element.outerHTML : '';
        },
        [html, sidebar.selector],
      );
      const sizes = sizesOf(Buffer.from(served));
      markup.raw += sizes.raw;
      markup.gzip += sizes.gzip;
      pages.push({ path: new URL(page.url()).pathname, sidebarRaw: sizes.raw });
      // A reader who uses the sidebar: the pointer goes over it (Lectern then loads the group's tree).
      await page
        .hover(sidebar.selector, { timeout: 2000 })
        .then(() => page.mouse.wheel(0, 200))
        .catch(() => undefined);
      await networkQuiet(page, 800, 10_000);
      const href = await page
        .locator(sidebar.next)
        .first()
        .getAttribute('href', { timeout: 2000 })
        .catch(() => null);
      next = href ? new URL(href, page.url()).href : undefined;
    }
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const files = [...fetched.values()]
    .filter(Boolean)
    .reduce(
      (sum, sizes) => ({ raw: sum.raw + sizes.raw, gzip: sum.gzip + sizes.gzip, requests: sum.requests + 1 }),
      { raw: 0, gzip: 0, requests: 0 },
    );
  return {
    views: pages.length,
    markup,
    files,
    total: { raw: markup.raw + files.raw, gzip: markup.gzip + files.gzip },
    pages,
  };
}
