// Long because: one rule (decision 054: bounded input, code-like fields on their lists) applied to
// every route of the OpenAPI document.
// Every request is bounded (decision 054): each string of every route's params, query and body has a
// length limit and each array a size limit, read from the OpenAPI document of the real app, and an
// over-long value of each is answered 400 naming the field; code-like fields must be on their lists
// (languages and regions as the database holds them, countries, states, musician types, time zones).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, USER_ADMIN_MESSAGES, type AdminUser } from '@bandbook/domain';
import { createAppContext } from '../src/context.js';
import { languages } from '../src/db/schema/index.js';
import type { JsonSchema, OpenApiDocument, Route } from './support/fuzz-cases.js';
import { routesOf } from './support/fuzz-cases.js';
import { createStaff, type StaffMember } from './support/staff.js';
import {
  auth,
  callApi,
  createTestApp,
  json,
  signupBody,
  uniqueName,
  type SignedUpUser,
  type TestApp,
} from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let superadmin: StaffMember;
let learner: SignedUpUser;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await createStaff(createAppContext(t.config, t.database), 'superadmin');
  learner = await t.signUp();
  routes = routesOf(json<OpenApiDocument>(await t.app.inject({ url: '/api/docs/json' })));
});
afterAll(() => t.close());

type Key = string | number;

interface Slot {
  path: Key[];
  schema: JsonSchema & { anyOf?: JsonSchema[]; maxItems?: number; pattern?: string };
}

/** Every node of a schema with its path (array items as index 0; a union's variants in place). */
function slotsOf(schema: Slot['schema'], path: Key[] = []): Slot[] {
  const here: Slot[] = [{ path, schema }];
  const variants = (schema.anyOf ?? []).flatMap((variant) => slotsOf(variant, path).slice(1));
  const variantSelves = (schema.anyOf ?? []).map((variant) => ({ path, schema: variant }));
  const properties = Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    slotsOf(child, [...path, key]),
  );
  const items = schema.items ? slotsOf(schema.items, [...path, 0]) : [];
  return [...here, ...variantSelves, ...variants, ...properties, ...items];
}

const isString = (schema: JsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/** A string is bounded by a length, a list of values, or a format whose anchored pattern has one. */
function isBoundedString(schema: Slot['schema']): boolean {
  if (schema.maxLength !== undefined || schema.enum) return true;
  return ['uuid', 'date', 'date-time'].includes(schema.format ?? '');
}

/** Each place a request takes input: path and query parameters, and the JSON body. */
function inputsOf(route: Route): { where: string; slots: Slot[] }[] {
  const parameters = (route.operation.parameters ?? []).map((parameter) => ({
    where: `${parameter.in} ${parameter.name}`,
    slots: slotsOf(parameter.schema ?? {}, [parameter.name]),
  }));
  const body = route.operation.requestBody?.content?.['application/json']?.schema;
  return [...parameters, ...(body ? [{ where: 'body', slots: slotsOf(body) }] : [])];
}

const fieldOf = (path: Key[]) => path.join('.') || 'body';

/**
 * /media/<key>'s wildcard declares no schema: the key is only looked up in storage, and the request
 * line that carries it is bounded by Node's header limit (16 KB).
 */
const isMediaWildcard = (route: Route, where: string) =>
  route.path === '/media/{*}' && where === 'path *';

/** A copy of `root` with `value` at `path`, making the containers on the way. */
function setAt(root: unknown, path: Key[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [Key, ...Key[]];
  const container = (
    Array.isArray(root) ? [...root] : typeof head === 'number' ? [] : { ...(root as object) }
  ) as Record<Key, unknown>;
  container[head] = setAt(container[head], rest, value);
  return container;
}

/** A value of the item's kind for an over-full array: only the array's size is wrong. */
function sampleOf(schema: Slot['schema']): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (isString(schema)) return 'a';
  if (schema.type === 'object') return {};
  if (schema.type === 'number' || schema.type === 'integer') return 1;
  return schema.anyOf?.[0] ? sampleOf(schema.anyOf[0]) : null;
}

/** A path parameter that passes its schema, so the over-long value elsewhere is the only problem. */
function pathWith(route: Route): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = route.operation.parameters?.find((p) => p.name === name)?.schema ?? {};
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    if (schema.enum?.length) return String(schema.enum[0]);
    return name === '*' ? 'uploads/x.png' : 'x';
  });
}

/** Fastify answers a path parameter longer than this before any schema (badUrl, no field). */
const MAX_PARAM_LENGTH = 100;

describe('every request is bounded', () => {
  it('declares a length limit for every string and a size limit for every array', () => {
    const unbounded: string[] = [];
    for (const route of routes) {
      for (const { where, slots } of inputsOf(route)) {
        if (isMediaWildcard(route, where)) continue;
        for (const { path, schema } of slots) {
          const name = `${route.method} ${route.path} ${where}: ${fieldOf(path)}`;
          if (isString(schema) && !isBoundedString(schema)) unbounded.push(`${name} (string)`);
          if (schema.type === 'array' && schema.maxItems === undefined) {
            unbounded.push(`${name} (array)`);
          }
        }
      }
    }
    expect(routes.length).toBeGreaterThan(80);
    expect(unbounded).toEqual([]);
  });

  it('answers an over-long string or an over-full array of every route with a 400 naming it', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const parameters = route.operation.parameters ?? [];
      for (const { where, slots } of inputsOf(route)) {
        const parameter = parameters.find((p) => where === `${p.in} ${p.name}`);
        for (const { path, schema } of slots) {
          let value: unknown;
          if (isString(schema) && schema.maxLength !== undefined) {
            value = 'x'.repeat(schema.maxLength + 1);
          } else if (schema.type === 'array' && schema.maxItems !== undefined) {
            value = Array.from({ length: schema.maxItems + 1 }, () => sampleOf(schema.items ?? {}));
          } else continue;
          let url = pathWith(route);
          let payload: unknown;
          if (parameter?.in === 'path') {
            if (typeof value !== 'string' || value.length > MAX_PARAM_LENGTH) continue;
            url = route.path.replace(`{${parameter.name}}`, value).replace(/\{[^}]+\}/g, 'x');
          } else if (parameter?.in === 'query') {
            if (typeof value !== 'string') continue;
            url = `${url}?${parameter.name}=${value}`;
          } else if (where === 'body') {
            payload = setAt({}, path, value);
          } else continue;
          const response = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: auth(superadmin.token),
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          checked += 1;
          const field = fieldOf(path);
          const errors = (response.json() as { errors?: Record<string, unknown> }).errors ?? {};
          if (response.statusCode !== 400 || !(field in errors)) {
            failures.push(
              `${route.method} ${route.path} ${where} ${field}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});

describe('code-like fields are on their lists', () => {
  const signUp = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...signupBody(uniqueName('lim')), ...overrides },
    });
  const fieldMessage = (response: { json(): unknown }, field: string) =>
    (response.json() as { errors?: Record<string, { message: string }> }).errors?.[field]?.message;

  it('refuses a signup whose language or region is not a row of its table', async () => {
    const language = await signUp({ languageCode: 'xx-xx' });
    expect(language.statusCode).toBe(400);
    expect(language.json()).toEqual(
      errorBody({
        message: MESSAGES.languageUnknown,
        errors: { languageCode: { message: MESSAGES.languageUnknown } },
      }),
    );
    const region = await signUp({ currencyCode: 'XYZ' });
    expect([region.statusCode, fieldMessage(region, 'currencyCode')]).toEqual([
      400,
      MESSAGES.regionUnknown,
    ]);
    // The review's case: a 4 MB code was stored and answered on every list page.
    const huge = await signUp({ languageCode: 'x'.repeat(3_000_000) });
    expect([huge.statusCode, fieldMessage(huge, 'languageCode')]).toEqual([
      400,
      MESSAGES.languageUnknown,
    ]);
    expect((await signUp({ languageCode: 'fr-fr', currencyCode: 'EUR' })).statusCode).toBe(201);
  });

  it('refuses a profile with codes off their lists, field by field', async () => {
    const put = (payload: Record<string, unknown>) =>
      callApi(t, 'PUT', '/api/users/me', learner.token, payload);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ instruments: ['guitar', 'kazoo'] }, 'instruments', MESSAGES.instrumentUnknown],
      [{ genres: ['polka'] }, 'genres', MESSAGES.genreUnknown],
      [{ languageCode: 'tlh' }, 'languageCode', MESSAGES.languageUnknown],
      [{ currencyCode: 'BTC' }, 'currencyCode', MESSAGES.regionUnknown],
      [{ musicianType: 'Wizard' }, 'musicianType', MESSAGES.musicianTypeUnknown],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', MESSAGES.timeZoneUnknown],
      [{ address: { countryCode: 'ZZ' } }, 'address.countryCode', MESSAGES.countryUnknown],
      [{ address: { countryCode: 'US', state: 'Narnia' } }, 'address.state', MESSAGES.stateUnknown],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(payload);
      expect([response.statusCode, fieldMessage(response, field)], field).toEqual([400, message]);
    }
    const good = await put({
      instruments: ['guitar'],
      genres: ['rock'],
      musicianType: 'Hobbyist',
      timeZone: 'Europe/Paris',
      address: { countryCode: 'US', state: 'NY' },
    });
    expect(good.statusCode, good.body).toBe(200);
    // The state rule holds for the address the update makes: the stored country is the US.
    const state = await put({ address: { state: 'Ontario' } });
    expect([state.statusCode, fieldMessage(state, 'address.state')]).toEqual([
      400,
      MESSAGES.stateUnknown,
    ]);
    expect((await put({ address: { countryCode: 'CA', state: 'Ontario' } })).statusCode).toBe(200);
  });

  it('keeps a language the account holds after it is switched off, and refuses it to others', async () => {
    const holder = await t.signUp({ languageCode: 'de-de' });
    await t.database.db.update(languages).set({ active: false }).where(eq(languages.id, 'de-de'));
    try {
      const kept = await callApi(t, 'PUT', '/api/users/me', holder.token, {
        languageCode: 'de-de',
        firstname: 'Karl',
      });
      expect(kept.statusCode, kept.body).toBe(200);
      const refused = await signUp({ languageCode: 'de-de' });
      expect([refused.statusCode, fieldMessage(refused, 'languageCode')]).toEqual([
        400,
        MESSAGES.languageUnknown,
      ]);
    } finally {
      await t.database.db.update(languages).set({ active: true }).where(eq(languages.id, 'de-de'));
    }
  });

  it('refuses the back office the same codes, and permissions outside the matrix', async () => {
    const username = uniqueName('lim');
    const account = {
      username,
      email: `${username}@example.com`,
      password: 'abc',
      currencyCode: 'USD',
      languageCode: 'en-us',
    };
    const admin = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      callApi(t, method, url, superadmin.token, payload);
    const badLanguage = await admin('POST', '/api/admin/users', { ...account, languageCode: 'zz' });
    expect(fieldMessage(badLanguage, 'languageCode')).toBe(MESSAGES.languageUnknown);
    const badPermission = await admin('POST', '/api/admin/users', {
      ...account,
      role: 'sales',
      permissions: [{ resource: 'everything', actions: ['read'] }],
    });
    expect([
      badPermission.statusCode,
      fieldMessage(badPermission, 'permissions.0.resource'),
    ]).toEqual([400, USER_ADMIN_MESSAGES.permissionUnknown]);
    const created = await admin('POST', '/api/admin/users', account);
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json() as AdminUser;
    const update = await admin('PUT', `/api/admin/users/${user._id}`, {
      ...account,
      version: user.version,
      currencyCode: 'XXX',
      address: { countryCode: 'US', state: 'XX' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({
      errors: {
        currencyCode: { message: MESSAGES.regionUnknown },
        'address.state': { message: MESSAGES.stateUnknown },
      },
    });
  });
});
