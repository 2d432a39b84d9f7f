// DATABASE_URL as the environment of pg_dump and pg_restore: libpq reads PGHOST, PGPASSWORD and the
// rest from there, so the password never appears on a command line (visible in the process list) and
// node-postgres' own URL options, which libpq refuses ("invalid URI query parameter"), are translated
// or dropped instead of passed on.

/** libpq's environment variable for each query option it understands in a URL. */
const LIBPQ_OPTIONS: Record<string, string> = {
  sslmode: 'PGSSLMODE',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  sslrootcert: 'PGSSLROOTCERT',
  sslcrl: 'PGSSLCRL',
  application_name: 'PGAPPNAME',
  options: 'PGOPTIONS',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  target_session_attrs: 'PGTARGETSESSIONATTRS',
  host: 'PGHOST',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  dbname: 'PGDATABASE',
};

/**
 * node-postgres' sslmode values that libpq lacks, and its `ssl` switch. `ssl=true` asks node-postgres
 * for TLS; libpq's nearest mode that connects without a root certificate file is `require`.
 */
const SSLMODES: Record<string, string> = { 'no-verify': 'require' };
const SSL_SWITCH: Record<string, string> = {
  true: 'require',
  '1': 'require',
  false: 'disable',
  '0': 'disable',
};

export interface PgEnvironment {
  /** Variables to add to the tool's environment (PGPASSWORD among them when the URL has one). */
  env: Record<string, string>;
  /** Query options of the URL that libpq does not know and were left out (names only). */
  dropped: string[];
}

/** The libpq environment that connects where `databaseUrl` (postgres:// or postgresql://) points. */
export function pgEnvironment(databaseUrl: string): PgEnvironment {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  const dropped: string[] = [];
  const host = decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1');
  if (host) env.PGHOST = host;
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  for (const [name, value] of url.searchParams) {
    if (name === 'ssl') {
      const mode = SSL_SWITCH[value.toLowerCase()];
      // An explicit sslmode wins over the switch, as it does in node-postgres.
      if (mode && !url.searchParams.has('sslmode')) env.PGSSLMODE = mode;
      else if (!mode) dropped.push(name);
    } else if (name === 'sslmode') {
      env.PGSSLMODE = SSLMODES[value] ?? value;
    } else if (LIBPQ_OPTIONS[name]) {
      env[LIBPQ_OPTIONS[name]] = value;
    } else {
      dropped.push(name);
    }
  }
  return { env, dropped };
}
