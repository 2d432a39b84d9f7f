// The answers public/boot.js asked for before the app loaded (decision 022). Each is taken once, by
// the first GET of its path with the token it was asked with; after that, or for another token, the
// API client asks the server itself.
interface EarlyResponses {
  token: string;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    /** Set by boot.js; null once the app has started without it (boot.js then asks for nothing). */
    __bandbookEarly?: EarlyResponses | null;
  }
}

/** Called as the app starts: a boot.js that runs later must not ask for what the app asks for. */
export function closeEarlyResponses() {
  if (window.__bandbookEarly === undefined) window.__bandbookEarly = null;
}

export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__bandbookEarly;
  const response = early?.responses[path];
  if (!early || !response) return null;
  delete early.responses[path];
  return early.token === token ? response : null;
}
