// Production builds served over plain http move to https (spec: "forces https in production").
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLocalHost(hostname: string) {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** The https URL to go to, or null when the page may stay where it is. */
export function getHttpsRedirectUrl(url: URL, isProduction: boolean): string | null {
  if (!isProduction || url.protocol !== 'http:' || isLocalHost(url.hostname)) return null;
  const secure = new URL(url.href);
  secure.protocol = 'https:';
  return secure.href;
}
