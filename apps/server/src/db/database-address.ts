// Names a PostgreSQL server for messages as host:port, and scrubs its password from any text, so
// no start or log line ever prints the credentials in DATABASE_URL.

export interface DatabaseAddress {
  /** host:port, never the user or password. */
  address: string;
  /** The password as written in the URL and decoded; every printed line is scrubbed of both. */
  secrets: string[];
}

export function describeDatabaseUrl(url: string): DatabaseAddress {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { address: 'the configured address', secrets: [] };
  }
  // libpq-style URLs may name the host (or a socket folder) in the query string instead.
  const host = parsed.searchParams.get('host') || parsed.hostname || 'localhost';
  const port = parsed.port || parsed.searchParams.get('port') || '5432';
  const secrets = new Set<string>();
  if (parsed.password) {
    secrets.add(parsed.password);
    try {
      secrets.add(decodeURIComponent(parsed.password));
    } catch {
      // A malformed escape cannot be printed decoded either.
    }
  }
  return { address: `${host}:${port}`, secrets: [...secrets].filter(Boolean) };
}

export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join('***'), text);
}
