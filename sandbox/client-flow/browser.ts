/** A minimal browser for e2e tests: fetch with a cookie jar, manual redirects and HTML form parsing. */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  private cookieHeader(url: URL): string | undefined {
    const cookies = this.jar.get(url.host);
    return cookies?.size ? [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  private store(url: URL, res: Response) {
    const cookies = this.jar.get(url.host) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    this.jar.set(url.host, cookies);
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(target, res);
    return res;
  }

  /** Follows redirects until a page, or until a redirect to `stopAt` (the client's redirect URI), which it returns. */
  async follow(
    res: Response,
    from: URL,
    stopAt: string,
  ): Promise<{ page?: { url: URL; html: string }; redirect?: URL }> {
    let current = res;
    let url = from;
    for (let hops = 0; hops < 10; hops++) {
      if (current.status < 300 || current.status >= 400) return { page: { url, html: await current.text() } };
      const next = new URL(current.headers.get('location') ?? '', url);
      if (next.href.startsWith(stopAt)) return { redirect: next };
      url = next;
      current = await this.request(url);
    }
    throw new Error('too many redirects');
  }

  async submit(page: { url: URL; html: string }, fields: Record<string, string>): Promise<{ res: Response; url: URL }> {
    const action = /<form[^>]*action="([^"]*)"/.exec(page.html)?.[1];
    if (!action) throw new Error(`no form on ${page.url}`);
    const hidden = Object.fromEntries(
      [...page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    );
    const url = new URL(action.replaceAll('&amp;', '&'), page.url);
    const res = await this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hidden, ...fields }),
    });
    return { res, url };
  }
}

/** The labelled input a page has for a visible label text (a sanity check that the form is accessible). */
export function inputLabelled(html: string, label: string): string | undefined {
  const id = new RegExp(`<label for="([^"]+)">${label}</label>`).exec(html)?.[1];
  return id ? new RegExp(`<input id="${id}" name="([^"]+)"`).exec(html)?.[1] : undefined;
}
