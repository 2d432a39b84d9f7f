// DATABASE_URL as pg_dump's and pg_restore's environment: the password in PGPASSWORD (never on the
// command line), percent-escapes undone, node-postgres' ssl switch and sslmode values translated to
// libpq's, options libpq would refuse left out by name.
import { describe, expect, it } from 'vitest';
import { pgEnvironment } from '../../src/ops/pg-environment.js';

describe('pgEnvironment', () => {
  it('puts every part of the URL in libpq variables, the password decoded', () => {
    expect(
      pgEnvironment('postgres://band%40user:p%40ss%2Fw%3Ard@db.example:6432/band_book'),
    ).toEqual({
      env: {
        PGHOST: 'db.example',
        PGPORT: '6432',
        PGUSER: 'band@user',
        PGPASSWORD: 'p@ss/w:rd',
        PGDATABASE: 'band_book',
      },
      dropped: [],
    });
  });

  it('leaves out what the URL does not say, and takes an IPv6 host without brackets', () => {
    expect(pgEnvironment('postgresql://[::1]/').env).toEqual({ PGHOST: '::1' });
    expect(pgEnvironment('postgres://postgres@127.0.0.1:5432/x').env).toEqual({
      PGHOST: '127.0.0.1',
      PGPORT: '5432',
      PGUSER: 'postgres',
      PGDATABASE: 'x',
    });
  });

  it('maps ssl=true to sslmode=require and ssl=false to disable', () => {
    for (const value of ['true', '1', 'TRUE']) {
      expect(pgEnvironment(`postgres://h/db?ssl=${value}`)).toEqual({
        env: { PGHOST: 'h', PGDATABASE: 'db', PGSSLMODE: 'require' },
        dropped: [],
      });
    }
    expect(pgEnvironment('postgres://h/db?ssl=false').env.PGSSLMODE).toBe('disable');
    expect(pgEnvironment('postgres://h/db?ssl=maybe')).toMatchObject({ dropped: ['ssl'] });
    expect(pgEnvironment('postgres://h/db?ssl=maybe').env.PGSSLMODE).toBeUndefined();
  });

  it('lets an explicit sslmode win over ssl, and turns no-verify into require', () => {
    expect(pgEnvironment('postgres://h/db?ssl=true&sslmode=verify-full').env.PGSSLMODE).toBe(
      'verify-full',
    );
    expect(pgEnvironment('postgres://h/db?sslmode=verify-full&ssl=true').env.PGSSLMODE).toBe(
      'verify-full',
    );
    expect(pgEnvironment('postgres://h/db?sslmode=no-verify').env.PGSSLMODE).toBe('require');
  });

  it('passes the options libpq knows and names the ones it leaves out', () => {
    const { env, dropped } = pgEnvironment(
      'postgres://u@h/db?sslrootcert=/etc/ca.pem&application_name=backup&host=/var/run/postgresql&max=20&idleTimeoutMillis=5',
    );
    expect(env).toEqual({
      PGHOST: '/var/run/postgresql',
      PGUSER: 'u',
      PGDATABASE: 'db',
      PGSSLROOTCERT: '/etc/ca.pem',
      PGAPPNAME: 'backup',
    });
    expect(dropped).toEqual(['max', 'idleTimeoutMillis']);
  });
});
