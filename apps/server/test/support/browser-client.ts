// Just enough of a browser for redirect-based flows: follows redirects by hand, keeps cookies per
// host, and submits the provider's login and consent forms.
export class BrowserClient {
  private readonly jar = new Map<string, Map<string, string>>();

  /** The Cookie header this browser sends to `url`'s host. */
  cookieHeader(url: URL): string {
    return [...(this.jar.get(url.host) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  private keepCookies(url: URL, response: Response) {
    const cookies = this.jar.get(url.host) ?? new Map<string, string>();
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(url.host, cookies);
  }

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; json?: unknown } = {},
  ) {
    const target = new URL(url);
    let body: string | null = null;
    if (init.form) body = new URLSearchParams(init.form).toString();
    else if (init.json !== undefined) body = JSON.stringify(init.json);
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.cookieHeader(target),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });
    this.keepCookies(target, response);
    return response;
  }

  /**
   * Follows redirects from `start`; on an HTML form page submits the form with `fields` added.
   * Stops at the first URL `stop` accepts and returns it.
   */
  async navigate(start: string, stop: (url: URL) => boolean, fields: Record<string, string>) {
    let url = new URL(start);
    for (let step = 0; step < 20; step++) {
      if (stop(url)) return url;
      const response = await this.request(url.href);
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action)
        throw new Error(`stuck at ${url.href}: ${response.status} ${html.slice(0, 200)}`);
      const hidden = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
          m[1]!,
          m[2]!,
        ]),
      );
      const posted = await this.request(new URL(action, url).href, {
        method: 'POST',
        form: { ...hidden, ...fields },
      });
      url = new URL(posted.headers.get('location') ?? url.href, url);
    }
    throw new Error('too many redirects');
  }
}
