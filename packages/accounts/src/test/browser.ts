/** The form of a link confirmation page: the token and where it posts. */
export interface LinkForm {
  readonly token: string;
  readonly action: string;
}

/** A cookie the test browser keeps. */
interface StoredCookie {
  readonly value: string;
  readonly path: string;
  readonly attributes: string;
}

/**
 * A browser for the tests: one device with its own cookie jar, talking to the accounts server over real
 * HTTP. It keeps cookies by name and path (and drops them at `Max-Age=0`), sends them where their path
 * applies, sets `Origin` on requests that change something as a browser does, and never follows
 * redirects on its own. Its shortcuts (`account`, `putSettings`, `login`) go to the routes under the site's
 * `basePath`.
 */
export class TestBrowser {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(
    readonly origin: string,
    readonly basePath = '/',
  ) {}

  /** A route of the accounts (`/api/account`) under the site's base path. */
  route(path: string): string {
    return `${this.basePath}${path.slice(1)}`;
  }

  /** A request to the site (a path) or elsewhere (an absolute address), cookies included. */
  async request(target: string, init: RequestInit & { readonly noOrigin?: boolean } = {}): Promise<Response> {
    const url = new URL(target, this.origin);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie && url.origin === this.origin) headers.set('cookie', cookie);
    const method = init.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && !init.noOrigin && !headers.has('origin')) {
      headers.set('origin', this.origin);
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    if (url.origin === this.origin) this.store(response);
    return response;
  }

  /** `GET /api/account`'s body. */
  async account(): Promise<{ user: null | Record<string, unknown>; login: Record<string, boolean> }> {
    const response = await this.request(this.route('/api/account'));
    if (response.status !== 200) throw new Error(`GET /api/account answered ${response.status}`);
    return (await response.json()) as {
      user: null | Record<string, unknown>;
      login: Record<string, boolean>;
    };
  }

  /** `PUT /api/settings` with a JSON body. */
  putSettings(body: unknown, init: RequestInit = {}): Promise<Response> {
    return this.request(this.route('/api/settings'), {
      method: 'PUT',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
  }

  /**
   * Logs in as a browser does: `/auth/<provider>` leads to the provider, which leads back to the
   * callback, which leads to the page. Returns the page's address and each response on the way.
   */
  async login(
    provider: string,
    returnTo = this.route('/guide'),
  ): Promise<{ location: string; callbackUrl: string; responses: Response[] }> {
    const responses: Response[] = [];
    const loginRoutes = this.route('/auth/');
    let response = await this.request(
      `${this.route(`/auth/${provider}`)}?returnTo=${encodeURIComponent(returnTo)}`,
    );
    responses.push(response);
    let callbackUrl = '';
    for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop += 1) {
      const location = response.headers.get('location') ?? '';
      const next = new URL(location, this.origin);
      if (next.origin === this.origin && !next.pathname.startsWith(loginRoutes)) {
        return { location: `${next.pathname}${next.search}${next.hash}`, callbackUrl, responses };
      }
      if (next.pathname.endsWith('/callback')) callbackUrl = next.href;
      response = await this.request(next.href);
      responses.push(response);
    }
    throw new Error(`the login did not come back to the site (last status ${response.status})`);
  }

  /**
   * Logs in while logged in with another provider, up to the page that asks to confirm the link: the
   * callback's response, the page, and its form (the token and where it posts).
   */
  async loginToLink(
    provider: string,
    returnTo = this.route('/guide'),
  ): Promise<{ response: Response; html: string; form: LinkForm }> {
    const start = await this.request(
      `${this.route(`/auth/${provider}`)}?returnTo=${encodeURIComponent(returnTo)}`,
    );
    const back = await this.request(start.headers.get('location') ?? '');
    const response = await this.request(back.headers.get('location') ?? '');
    if (response.status !== 200) throw new Error(`the callback answered ${response.status}, not a page`);
    const html = await response.text();
    const token = /name="token" value="([^"]*)"/.exec(html)?.[1];
    const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
    if (!token || !action) throw new Error('the page has no link form');
    return { response, html, form: { token, action } };
  }

  /** Sends a link confirmation page's form, as its `Link` or `Cancel` button does. */
  answerLink(form: LinkForm, answer: string, init: RequestInit & { readonly noOrigin?: boolean } = {}) {
    return this.request(form.action, {
      method: 'POST',
      body: new URLSearchParams({ token: form.token, action: answer }).toString(),
      ...init,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
    });
  }

  /** Whether the browser holds a cookie. */
  has(name: string): boolean {
    return this.cookies.has(name);
  }

  private cookieHeader(url: URL): string {
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          url.pathname === cookie.path || url.pathname.startsWith(cookie.path.replace(/\/?$/, '/')),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const path = attributes.find((part) => part.startsWith('Path='))?.slice(5) ?? '/';
      if (attributes.includes('Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, { value, path, attributes: attributes.join('; ') });
    }
  }
}
