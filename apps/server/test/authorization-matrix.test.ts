// Long because: the matrix is one table (every admin route × every caller, every channel-scoped
// route × a record inside and outside) with its own evaluator; the spec's authorization is read in
// one place.
// The authorization matrix of the back office, written by hand from the spec (section 6) as data:
// every admin and data route × every kind of caller, and for records that belong to content channels,
// an admin restricted to one channel × a record inside it and a record outside it. The expected answers
// come from the table below and a small evaluator of its own, never from the routes' declarations or
// the domain's `can`, so a route that declares the wrong permission fails here. A route without a row
// fails too, and so does a row whose route is gone. The operator routes (GET /metrics) have a table of
// their own: a token of the deployment's, never a session, opens them.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@bandbook/domain';
import { createAppContext, type AppContext } from '../src/context.js';
import { eq } from 'drizzle-orm';
import { entitlements, users, type PermissionRow } from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { createLearner } from './support/catalogue-fixtures.js';
import { ALL_PERMISSIONS, createStaff } from './support/staff.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';

// --- The table ------------------------------------------------------------------------------------

type Resource =
  'sulUsers' | 'adminUsers' | 'contentPackages' | 'contentChannels' | 'contentList' | 'couponList';
type Action = 'read' | 'create' | 'update' | 'delete';
type Grant = readonly [Resource, Action];

/** Who may call a route (spec section 6). */
type Rule =
  /** "Application create, edit and settings: superadmin only"; the audit log (ours, not the spec's). */
  | { superadminOnly: true }
  /** "Admin-area routes need admin or superadmin" and nothing more (applications list, static sites). */
  | { adminArea: true }
  /** An admin holding any one of these permissions (a superadmin passes every permission). */
  | { anyOf: readonly Grant[] };

const SUPERADMIN_ONLY: Rule = { superadminOnly: true };
const ADMIN_AREA: Rule = { adminArea: true };
const may = (...anyOf: Grant[]): Rule => ({ anyOf });
/** Single users and staff users are one API: either list's permission lets a caller in. */
const usersMay = (action: Action): Rule => may(['sulUsers', action], ['adminUsers', action]);

/**
 * How a route meets content channels (an admin may be limited to some channels, spec section 6):
 * `record`: the route acts on one record of a channel (a package, a code list or code, a channel), so
 * a record outside the caller's channels is refused; `list`: it answers a list that must hold nothing
 * from outside them; `grant`: it gives a learner a book, never one outside them; `none`: no channel
 * (applications, accounts, dashboards, builds, the audit log).
 */
type Scope = 'record' | 'list' | 'grant' | 'none';

interface Probe {
  rule: Rule;
  /** The URL called; `{id}` is a fresh id, `{learner}` and `{staff}` real accounts. Default: the route. */
  path?: string;
}
interface Row {
  probes: Probe[];
  scope: Scope;
}
const row = (rule: Rule, scope: Scope = 'none', path?: string): Row => ({
  probes: [{ rule, ...(path ? { path } : {}) }],
  scope,
});

/** A valid range for the analytics routes (any: a list shows there with or without uses). */
const ANALYTICS_RANGE = 'from=2026-01-01&to=2026-01-31';

const MATRIX: Record<string, Row> = {
  // Applications: the list for the admin area, the writes for superadmins only.
  'GET /api/admin/applications': row(ADMIN_AREA),
  'GET /api/admin/applications/:id': row(ADMIN_AREA),
  'POST /api/admin/applications': row(SUPERADMIN_ONLY),
  'PUT /api/admin/applications/:id': row(SUPERADMIN_ONLY),
  'PUT /api/admin/applications/:id/info': row(SUPERADMIN_ONLY),

  // Content channels (resource contentChannels); a restricted admin sees its own channels only.
  'GET /api/admin/content-channels': row(may(['contentChannels', 'read']), 'list'),
  'GET /api/admin/content-channels/package-options': row(may(['contentChannels', 'read']), 'list'),
  'GET /api/admin/content-channels/:id': row(may(['contentChannels', 'read']), 'record'),
  'POST /api/admin/content-channels': row(may(['contentChannels', 'create'])),
  'PUT /api/admin/content-channels/:id': row(may(['contentChannels', 'update']), 'record'),
  'DELETE /api/admin/content-channels/:id': row(may(['contentChannels', 'delete']), 'record'),

  // Content packages (resource contentPackages).
  'GET /api/admin/content-packages': row(may(['contentPackages', 'read']), 'list'),
  'GET /api/admin/content-packages/:id': row(may(['contentPackages', 'read']), 'record'),
  'POST /api/admin/content-packages': row(may(['contentPackages', 'create'])),
  'PUT /api/admin/content-packages/:id': row(may(['contentPackages', 'update']), 'record'),
  'PUT /api/admin/content-packages/:id/active': row(may(['contentPackages', 'update']), 'record'),
  'DELETE /api/admin/content-packages/:id': row(may(['contentPackages', 'delete']), 'record'),
  // Restoring an archived package changes its state, as Live/Draft does: an update (issue 44).
  'POST /api/admin/content-packages/:id/restore': row(may(['contentPackages', 'update']), 'record'),
  // The list's bulk actions ask what each single action asks, for every package they name.
  'POST /api/admin/content-packages/bulk/active': row(may(['contentPackages', 'update']), 'record'),
  'POST /api/admin/content-packages/bulk/channel': row(
    may(['contentPackages', 'update']),
    'record',
  ),
  'POST /api/admin/content-packages/bulk/delete': row(may(['contentPackages', 'delete']), 'record'),
  'POST /api/admin/content-packages/bulk/restore': row(
    may(['contentPackages', 'update']),
    'record',
  ),
  // Duplicating makes a new package.
  'GET /api/content-packages/duplicate/:id': row(may(['contentPackages', 'create']), 'record'),
  // The SoundCheck preview modal of the package screens.
  'POST /api/admin/content-packages/:id/soundcheck/:contentId/launch': row(
    may(['contentPackages', 'read']),
    'record',
  ),
  // The upload policy serves the package forms, create (a cover) and edit alike, and the single-user
  // form's picture (an image folder: the probe's dir; issue 44).
  'GET /api/amazon/aws/s3Policy': row(
    may(['contentPackages', 'create'], ['contentPackages', 'update'], ['sulUsers', 'update']),
    'none',
    '/api/amazon/aws/s3Policy?mimeType=image%2Fpng&targetDir=uploads%2Fthumbnail%2F',
  ),

  // Dashboard lists and tabs (resource contentList): global lists, but their package picker shows
  // only the caller's channels.
  'GET /api/admin/dashboard-content-lists': row(may(['contentList', 'read'])),
  'GET /api/admin/dashboard-content-lists/package-options': row(
    may(['contentList', 'read']),
    'list',
  ),
  'GET /api/admin/dashboard-content-lists/:id': row(may(['contentList', 'read'])),
  'POST /api/admin/dashboard-content-lists': row(may(['contentList', 'create'])),
  'PUT /api/admin/dashboard-content-lists/:id': row(may(['contentList', 'update'])),
  'DELETE /api/admin/dashboard-content-lists/:id': row(may(['contentList', 'delete'])),
  'GET /api/admin/dashboard-groups': row(may(['contentList', 'read'])),
  'PUT /api/admin/dashboard-groups': row(may(['contentList', 'update'])),

  // "Admins and superadmins can build static sites."
  'POST /api/admin/static-sites': row(ADMIN_AREA),
  'GET /api/admin/static-sites/latest': row(ADMIN_AREA),
  'GET /api/admin/static-sites/:id': row(ADMIN_AREA),

  // Code lists (resource couponList); a list belongs to the channels of the book it unlocks.
  'GET /api/admin/coupon-lists': row(may(['couponList', 'read']), 'list'),
  'POST /api/admin/coupon-lists': row(may(['couponList', 'create'])),
  // Only the create form picks a book.
  'GET /api/admin/coupon-lists/package-options': row(may(['couponList', 'create']), 'list'),
  'GET /api/admin/coupon-lists/:id': row(may(['couponList', 'read']), 'record'),
  'PUT /api/admin/coupon-lists/:id': row(may(['couponList', 'update']), 'record'),
  'DELETE /api/admin/coupon-lists/:id': row(may(['couponList', 'delete']), 'record'),
  'GET /api/admin/coupon-lists/:id/codes': row(may(['couponList', 'read']), 'record'),
  // "Generating more codes requires codeNbr": an edit of the list.
  'POST /api/admin/coupons/:id': row(may(['couponList', 'update']), 'record'),
  'GET /api/admin/coupons/download-available/:id': row(may(['couponList', 'read']), 'record'),
  'GET /api/admin/coupons/:code/users': row(may(['couponList', 'read']), 'record'),
  // Finding one code across the lists is reading code lists (VIEW); a code of a list outside the
  // caller's channels is not found (issue 44).
  'GET /api/admin/coupons/search': row(
    may(['couponList', 'read']),
    'record',
    '/api/admin/coupons/search?code=ABCD-EFGH',
  ),

  // Redemption analytics (issue 49): the uses of code lists, with the trials of their books, are read
  // as the lists are (VIEW); a restricted admin's figures hold only its channels' books and lists.
  'GET /api/admin/analytics/redemptions': row(
    may(['couponList', 'read']),
    'list',
    `/api/admin/analytics/redemptions?${ANALYTICS_RANGE}`,
  ),
  'GET /api/admin/analytics/redemptions.csv': row(
    may(['couponList', 'read']),
    'list',
    `/api/admin/analytics/redemptions.csv?${ANALYTICS_RANGE}`,
  ),
  'GET /api/admin/analytics/filter-options': row(may(['couponList', 'read']), 'list'),

  // CSV imports (issue 49 item 2): learners are single users the caller creates; codes change an
  // existing list, as generating more codes does (an update), and only a list of the caller's
  // channels. Reading and running an import take either; it is then the starter's (or a
  // superadmin's) alone, in no channel. The packages a learners file gives are checked against the
  // caller's channels row by row by the check job (imports-admin.test.ts), not by the answer.
  'POST /api/admin/imports/learners': row(may(['sulUsers', 'create'])),
  'POST /api/admin/imports/codes': row(
    may(['couponList', 'update']),
    'record',
    '/api/admin/imports/codes?couponListId={id}',
  ),
  'GET /api/admin/imports/:id': row(may(['sulUsers', 'create'], ['couponList', 'update'])),
  'POST /api/admin/imports/:id/run': row(may(['sulUsers', 'create'], ['couponList', 'update'])),

  // Users: single users (sulUsers) and staff (adminUsers) share the API; the record decides which.
  // The page lists single users, or staff of a role.
  'GET /api/admin/users/user-list-page': {
    probes: [
      { rule: may(['sulUsers', 'read']), path: '/api/admin/users/user-list-page' },
      { rule: may(['adminUsers', 'read']), path: '/api/admin/users/user-list-page?role=admin' },
    ],
    scope: 'none',
  },
  'POST /api/admin/users': row(usersMay('create')),
  'POST /api/admin/users/check-username': row(usersMay('read')),
  'POST /api/admin/users/check-email': row(usersMay('read')),
  'GET /api/admin/users/package-options': row(usersMay('update'), 'list'),
  'PUT /api/admin/users/resend-validation-email': row(usersMay('update')),
  'PUT /api/admin/users/update-user-status': row(usersMay('update')),
  // "Delete of single users needs canDeleteSUL": this call deletes single users only.
  'PUT /api/admin/users/delete-single-user-account': row(may(['sulUsers', 'delete'])),
  'GET /api/admin/users/:id': {
    probes: [
      { rule: may(['sulUsers', 'read']), path: '/api/admin/users/{learner}' },
      { rule: may(['adminUsers', 'read']), path: '/api/admin/users/{staff}' },
    ],
    scope: 'none',
  },
  'PUT /api/admin/users/:id': row(usersMay('update'), 'grant'),
  'DELETE /api/admin/users/:id': row(usersMay('delete')),
  'PUT /api/admin/users/:id/change-password': row(usersMay('update')),
  'PUT /api/admin/users/:id/newsletter': row(usersMay('update')),
  // Observation ("spy") mode shows a single user's dashboard.
  'GET /api/admin/users/:id/dashboard': row(
    may(['sulUsers', 'read']),
    'none',
    '/api/admin/users/{learner}/dashboard',
  ),
  // A person's data on their request (issue 49): whoever may read the account, as for its screen.
  'GET /api/admin/users/:id/personal-data': {
    probes: [
      { rule: may(['sulUsers', 'read']), path: '/api/admin/users/{learner}/personal-data' },
      { rule: may(['adminUsers', 'read']), path: '/api/admin/users/{staff}/personal-data' },
    ],
    scope: 'none',
  },

  // CSV exports: of codes for those who read code lists, of single users for those who read them.
  'POST /api/data/exports/coupon': row(may(['couponList', 'read'])),
  'GET /api/data/exports/coupon': row(may(['couponList', 'read'])),
  'POST /api/data/exports/sul': row(may(['sulUsers', 'read'])),
  'GET /api/data/exports/sul': row(may(['sulUsers', 'read'])),
  // A generated file, sent to the staff session that asks for it.
  'GET /api/data/exports/coupon/:id/file': row(may(['couponList', 'read'])),
  'GET /api/data/exports/sul/:id/file': row(may(['sulUsers', 'read'])),

  // The audit log: superadmins (ours; the spec has none). A record's history: whoever reads the record.
  'GET /api/admin/audit': row(SUPERADMIN_ONLY),
  'GET /api/admin/audit/actors': row(SUPERADMIN_ONLY),
  'GET /api/admin/audit/:entityType/:entityId': {
    probes: [
      { rule: may(['sulUsers', 'read']), path: '/api/admin/audit/user/{learner}' },
      { rule: may(['adminUsers', 'read']), path: '/api/admin/audit/user/{staff}' },
      { rule: may(['contentPackages', 'read']), path: '/api/admin/audit/contentPackage/{id}' },
      { rule: may(['contentChannels', 'read']), path: '/api/admin/audit/contentChannel/{id}' },
      { rule: may(['contentList', 'read']), path: '/api/admin/audit/dashboardList/{id}' },
      { rule: may(['contentList', 'read']), path: '/api/admin/audit/dashboardTabs/{id}' },
      { rule: may(['couponList', 'read']), path: '/api/admin/audit/couponList/{id}' },
      { rule: ADMIN_AREA, path: '/api/admin/audit/application/{id}' },
      { rule: ADMIN_AREA, path: '/api/admin/audit/staticSite/{id}' },
      { rule: SUPERADMIN_ONLY, path: '/api/admin/audit/export/{id}' },
    ],
    scope: 'record',
  },

  // Webhooks (issue 49; the spec has none): an endpoint gets every learner's events, signed with a
  // secret, in an outside system; an installation-wide setting like an application's keys, which
  // section 6 keeps to the superadmin ("Application create, edit and settings: superadmin only").
  // No permission-list resource names them, so no admin's permission opens them.
  'GET /api/admin/webhooks': row(SUPERADMIN_ONLY),
  'GET /api/admin/webhooks/:id': row(SUPERADMIN_ONLY),
  'POST /api/admin/webhooks': row(SUPERADMIN_ONLY),
  'PUT /api/admin/webhooks/:id': row(SUPERADMIN_ONLY),
  'DELETE /api/admin/webhooks/:id': row(SUPERADMIN_ONLY),
  'POST /api/admin/webhooks/:id/rotate-secret': row(SUPERADMIN_ONLY),
  'GET /api/admin/webhooks/:id/deliveries': row(SUPERADMIN_ONLY),
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver': row(SUPERADMIN_ONLY),
  'POST /api/admin/webhooks/:id/test': row(SUPERADMIN_ONLY),
};

// --- Operator routes ------------------------------------------------------------------------------

/** The deployment's scrape token (METRICS_TOKEN) for this app. */
const METRICS_TOKEN = randomBytes(24).toString('base64url');

/** How an operator route is called: with nothing, another bearer, any session, or its own token. */
type OperatorCaller = 'anonymous' | 'a wrong token' | 'every session' | 'the metrics token';

/**
 * Issue 49: "Prometheus metrics at a protected /metrics". Only METRICS_TOKEN opens it; a signed-in
 * learner or staff member of any role, a superadmin too, is refused like a stranger.
 */
const OPERATOR_MATRIX: Record<string, Record<OperatorCaller, number>> = {
  'GET /metrics': {
    anonymous: 401,
    'a wrong token': 401,
    'every session': 401,
    'the metrics token': 200,
  },
};

// --- Callers --------------------------------------------------------------------------------------

const RESOURCES: Resource[] = [
  'sulUsers',
  'adminUsers',
  'contentPackages',
  'contentChannels',
  'contentList',
  'couponList',
];
const ACTIONS: Action[] = ['read', 'create', 'update', 'delete'];

interface Caller {
  name: string;
  /** null: not signed in. */
  role: Role | null;
  grants: Grant[];
  token?: string;
}

/** The table's own reading of a rule; deliberately not the domain's `can`. */
function expectAllowed(rule: Rule, caller: Caller): boolean {
  if (caller.role === 'superadmin') return true;
  // The spec's admin; groupAdmin is an admin by another name (it sees the admin panels).
  if (caller.role !== 'admin' && caller.role !== 'groupAdmin') return false;
  if ('superadminOnly' in rule) return false;
  if ('adminArea' in rule) return true;
  return rule.anyOf.some(([resource, action]) =>
    caller.grants.some(([r, a]) => r === resource && a === action),
  );
}

const asRows = (grants: Grant[]): PermissionRow[] =>
  RESOURCES.flatMap((resource) => {
    const actions = grants.filter(([r]) => r === resource).map(([, a]) => a);
    return actions.length ? [{ resource, actions }] : [];
  });

// --- The app and its records ----------------------------------------------------------------------

let t: TestApp;
let ctx: AppContext;
const callers: Caller[] = [];
let routeKeys: string[];
const ids = { learner: '', staff: '' };

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
  ctx = createAppContext(t.config, t.database);
  const add = async (name: string, role: Role, grants: Grant[] = []) => {
    const staff = await createStaff(ctx, role, asRows(grants));
    callers.push({ name, role, grants, token: staff.token });
  };
  callers.push({ name: 'anonymous', role: null, grants: [] });
  for (const role of [
    'user',
    'student',
    'schoolteacher',
    'schooladmin',
    'sales',
    'appvendor',
  ] as const) {
    await add(role, role);
  }
  await add('groupAdmin without permissions', 'groupAdmin');
  await add('admin without permissions', 'admin');
  for (const resource of RESOURCES) {
    for (const action of ACTIONS) {
      await add(`admin with ${resource}:${action}`, 'admin', [[resource, action]]);
    }
  }
  await add('superadmin', 'superadmin');
  ids.learner = (await createLearner(ctx)).id;
  ids.staff = (await createStaff(ctx, 'admin')).id;
  routeKeys = routesOfTheBackOffice(t);
});
afterAll(() => t.close());

/**
 * Every route of the back office: the admin scope's routes and every documented route under the
 * admin, data and upload-policy prefixes (so a staff route registered outside the scope needs a row too).
 */
function routesOfTheBackOffice(app: TestApp): string[] {
  const keys = new Set(app.app.adminRouteTable.map((r) => `${r.method} ${r.url}`));
  const docs = (
    app.app as unknown as { swagger?: () => { paths?: Record<string, object> } }
  ).swagger?.();
  for (const [path, operations] of Object.entries(docs?.paths ?? {})) {
    if (!/^\/api\/(admin|data|amazon)\//.test(path)) continue;
    for (const method of Object.keys(operations)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method)) {
        keys.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
  }
  return [...keys].sort();
}

const fill = (path: string) =>
  path
    .replace('{learner}', ids.learner)
    .replace('{staff}', ids.staff)
    .replace(/\{id\}/g, () => randomUUID())
    .replace(/:(\w+)/g, () => randomUUID());

function call(
  method: string,
  url: string,
  token: string | undefined,
  payload?: Record<string, unknown> | string,
): Promise<LightMyRequestResponse> {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const csv = typeof payload === 'string' ? { 'content-type': 'text/csv' } : {};
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(token ? auth(token) : {}), ...csv },
    ...(hasBody ? { payload: payload ?? {} } : {}),
  });
}

describe('the authorization matrix, from the spec', () => {
  it('has a row for every route of the back office, and no row for a route that is gone', () => {
    expect(routeKeys.length).toBeGreaterThan(40);
    const missing = routeKeys.filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !routeKeys.includes(key));
    expect(missing, `routes without a row:\n${missing.join('\n')}`).toEqual([]);
    expect(stale, `rows without a route:\n${stale.join('\n')}`).toEqual([]);
  });

  it('answers every caller of every route as the table says', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const key of routeKeys) {
      const [method, route] = key.split(' ') as [string, string];
      for (const probe of MATRIX[key]?.probes ?? []) {
        for (const caller of callers) {
          const url = fill(probe.path ?? route);
          const response = await call(method, url, caller.token);
          checked += 1;
          const allowed = expectAllowed(probe.rule, caller);
          const status = response.statusCode;
          const ok = allowed
            ? status !== 401 && status !== 403 && status < 500
            : status === (caller.role === null ? 401 : 403);
          if (!ok) {
            wrong.push(
              `${method} ${url.replace(/[0-9a-f-]{36}/g, ':id')} as ${caller.name}: ${status} (the table ${allowed ? 'allows' : 'refuses'})`,
            );
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(routeKeys.length * callers.length - 1);
    expect(wrong, wrong.join('\n')).toEqual([]);
    // About 2,500 requests: a guard against a hang, not a measure (a busy machine takes its time).
  }, 600_000);
});

describe('the operator routes, from issue 49', () => {
  it('answers every caller of every operator route as its table says', async () => {
    const wrong: string[] = [];
    const learner = await createLearner(ctx);
    const sessions = [
      { name: 'a learner', token: learner.token },
      ...callers.flatMap(({ name, token }) => (token ? [{ name, token }] : [])),
    ];
    for (const [key, expected] of Object.entries(OPERATOR_MATRIX)) {
      const [method, url] = key.split(' ') as ['GET', string];
      if (!t.app.hasRoute({ method, url })) wrong.push(`${key}: no such route`);
      const cases: [OperatorCaller, string, string | undefined][] = [
        ['anonymous', 'anonymous', undefined],
        ['a wrong token', 'a wrong token', randomBytes(24).toString('base64url')],
        ['a wrong token', 'the token with one more character', `${METRICS_TOKEN}a`],
        ...sessions.map(
          ({ name, token }) => ['every session', name, token] as [OperatorCaller, string, string],
        ),
        ['the metrics token', 'the metrics token', METRICS_TOKEN],
      ];
      for (const [kind, name, token] of cases) {
        const response = await call(method, url, token);
        if (response.statusCode !== expected[kind]) {
          wrong.push(
            `${key} as ${name}: ${response.statusCode} (the table says ${expected[kind]})`,
          );
        }
      }
    }
    expect(sessions.length).toBeGreaterThan(10);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});

// --- Channels ---------------------------------------------------------------------------------------

interface Side {
  channelId: string;
  packageId: string;
  packageTitle: string;
  itemId: string;
  listId: string;
  listName: string;
  code: string;
}

/** A channel with a book (a SoundCheck item), a code list for it, and one of its codes. */
async function makeSide(token: string, label: string): Promise<Side> {
  const channel = await call('POST', '/api/admin/content-channels', token, {
    name: `Channel ${label} ${randomUUID().slice(0, 6)}`,
  });
  expect(channel.statusCode, channel.body).toBe(201);
  const channelId = channel.json<{ _id: string }>()._id;
  const packageTitle = `Book ${label} ${randomUUID().slice(0, 6)}`;
  const itemId = `item-${randomUUID()}`;
  const packageId = await createPackage(ctx.db, {
    title: packageTitle,
    author: 'Ann Author',
    publisher: 'Bandbook Press',
    active: false,
    skillLevelIds: ['beginner'],
    channelIds: [channelId],
    content: {
      mmsList: [
        {
          title: 'Exercises',
          contentList: [
            {
              _id: itemId,
              title: 'Item 1',
              mmsId: itemId,
              trialVersion: false,
              audioFilePath: null,
              durationInSeconds: 10,
            },
          ],
        },
      ],
    },
  });
  const listName = `Codes ${label} ${randomUUID().slice(0, 6)}`;
  const list = await call('POST', '/api/admin/coupon-lists', token, {
    contentPackageId: packageId,
    name: listName,
    codeNbr: 2,
    multiUseCounter: 1,
  });
  expect(list.statusCode, list.body).toBe(201);
  const listId = list.json<{ _id: string }>()._id;
  const codes = await call('GET', `/api/admin/coupon-lists/${listId}/codes`, token);
  const code = JSON.stringify(codes.json()).match(/"code":"([^"]+)"/)?.[1];
  expect(code, codes.body).toBeDefined();
  return { channelId, packageId, packageTitle, itemId, listId, listName, code: code! };
}

interface ScopedCall {
  method: string;
  url: string;
  /** A JSON body, or a string sent as text/csv (the imports). */
  payload?: Record<string, unknown> | string;
  /** Another restricted admin for this call (one whose channels hold a record made for it). */
  token?: string;
}

/**
 * How each channel-scoped route is called on one side's records (the `record` and `grant` rows). A
 * builder may read the record first (as a superadmin) to send a valid body, so that a refusal can only
 * come from the channel.
 */
const SCOPED_CALLS: Record<
  string,
  (side: Side, superToken: string, isInside: boolean) => Promise<ScopedCall>
> = {
  'GET /api/admin/content-channels/:id': async (s) => ({
    method: 'GET',
    url: `/api/admin/content-channels/${s.channelId}`,
  }),
  'PUT /api/admin/content-channels/:id': async (s, token) => {
    const channel = (await call('GET', `/api/admin/content-channels/${s.channelId}`, token)).json<{
      name: string;
      list: string[];
      version: number;
    }>();
    return {
      method: 'PUT',
      url: `/api/admin/content-channels/${s.channelId}`,
      payload: { name: channel.name, list: channel.list, version: channel.version },
    };
  },
  // A spare channel, so the sides keep theirs: inside, it is one of the caller's channels.
  'DELETE /api/admin/content-channels/:id': async (s, token, isInside) => {
    const channel = await call('POST', '/api/admin/content-channels', token, {
      name: `Spare ${randomUUID().slice(0, 6)}`,
    });
    const spareId = channel.json<{ _id: string }>()._id;
    const owner = isInside
      ? (await createStaff(ctx, 'admin', ALL_PERMISSIONS, [s.channelId, spareId])).token
      : undefined;
    return {
      method: 'DELETE',
      url: `/api/admin/content-channels/${spareId}`,
      ...(owner ? { token: owner } : {}),
    };
  },
  'GET /api/admin/content-packages/:id': async (s) => ({
    method: 'GET',
    url: `/api/admin/content-packages/${s.packageId}`,
  }),
  'PUT /api/admin/content-packages/:id': async (s, token) => {
    const { toPackageForm } = await import('@bandbook/domain');
    const pkg = (await call('GET', `/api/admin/content-packages/${s.packageId}`, token)).json();
    return {
      method: 'PUT',
      url: `/api/admin/content-packages/${s.packageId}`,
      payload: { ...toPackageForm(pkg as never), version: (pkg as { version: number }).version },
    };
  },
  'PUT /api/admin/content-packages/:id/active': async (s) => ({
    method: 'PUT',
    url: `/api/admin/content-packages/${s.packageId}/active`,
    payload: { active: false },
  }),
  'DELETE /api/admin/content-packages/:id': async (s) => {
    const spare = await createPackage(ctx.db, {
      title: `Spare ${randomUUID().slice(0, 6)}`,
      channelIds: [s.channelId],
    });
    return { method: 'DELETE', url: `/api/admin/content-packages/${spare}` };
  },
  'POST /api/admin/content-packages/:id/restore': async (s, token) => ({
    method: 'POST',
    url: `/api/admin/content-packages/${await archivedSpare(s, token)}/restore`,
  }),
  'POST /api/admin/content-packages/bulk/active': async (s) => ({
    method: 'POST',
    url: '/api/admin/content-packages/bulk/active',
    payload: { ids: [s.packageId], active: false },
  }),
  'POST /api/admin/content-packages/bulk/channel': async (s) => ({
    method: 'POST',
    url: '/api/admin/content-packages/bulk/channel',
    payload: { ids: [s.packageId], channelId: s.channelId },
  }),
  'POST /api/admin/content-packages/bulk/delete': async (s) => {
    const spare = await createPackage(ctx.db, {
      title: `Spare ${randomUUID().slice(0, 6)}`,
      channelIds: [s.channelId],
    });
    return {
      method: 'POST',
      url: '/api/admin/content-packages/bulk/delete',
      payload: { ids: [spare] },
    };
  },
  'POST /api/admin/content-packages/bulk/restore': async (s, token) => ({
    method: 'POST',
    url: '/api/admin/content-packages/bulk/restore',
    payload: { ids: [await archivedSpare(s, token)] },
  }),
  'GET /api/content-packages/duplicate/:id': async (s) => ({
    method: 'GET',
    url: `/api/content-packages/duplicate/${s.packageId}`,
  }),
  'POST /api/admin/content-packages/:id/soundcheck/:contentId/launch': async (s) => ({
    method: 'POST',
    url: `/api/admin/content-packages/${s.packageId}/soundcheck/${s.itemId}/launch`,
  }),
  'GET /api/admin/coupon-lists/:id': async (s) => ({
    method: 'GET',
    url: `/api/admin/coupon-lists/${s.listId}`,
  }),
  'PUT /api/admin/coupon-lists/:id': async (s, token) => {
    const list = (await call('GET', `/api/admin/coupon-lists/${s.listId}`, token)).json<{
      name: string;
      expiresOn: string | null;
      version: number;
    }>();
    return {
      method: 'PUT',
      url: `/api/admin/coupon-lists/${s.listId}`,
      payload: { name: list.name, expiresOn: list.expiresOn, version: list.version },
    };
  },
  'DELETE /api/admin/coupon-lists/:id': async (s, token) => {
    const spare = await call('POST', '/api/admin/coupon-lists', token, {
      contentPackageId: s.packageId,
      name: `Spare ${randomUUID().slice(0, 6)}`,
      codeNbr: 1,
      multiUseCounter: 1,
    });
    return {
      method: 'DELETE',
      url: `/api/admin/coupon-lists/${spare.json<{ _id: string }>()._id}`,
    };
  },
  'GET /api/admin/coupon-lists/:id/codes': async (s) => ({
    method: 'GET',
    url: `/api/admin/coupon-lists/${s.listId}/codes`,
  }),
  'POST /api/admin/coupons/:id': async (s) => ({
    method: 'POST',
    url: `/api/admin/coupons/${s.listId}`,
    payload: { coupons: 1 },
  }),
  'GET /api/admin/coupons/download-available/:id': async (s) => ({
    method: 'GET',
    url: `/api/admin/coupons/download-available/${s.listId}`,
  }),
  'GET /api/admin/coupons/:code/users': async (s) => ({
    method: 'GET',
    url: `/api/admin/coupons/${encodeURIComponent(s.code)}/users`,
  }),
  // Typed forgivingly: lower case, as staff might.
  'GET /api/admin/coupons/search': async (s) => ({
    method: 'GET',
    url: `/api/admin/coupons/search?code=${encodeURIComponent(s.code.toLowerCase())}`,
  }),
  'GET /api/admin/audit/:entityType/:entityId': async (s) => ({
    method: 'GET',
    url: `/api/admin/audit/contentPackage/${s.packageId}`,
  }),
  'POST /api/admin/imports/codes': async (s) => ({
    method: 'POST',
    url: `/api/admin/imports/codes?couponListId=${s.listId}`,
    payload: `code\nQ${randomUUID()
      .replace(/[^0-9]/g, '')
      .slice(0, 11)}\n`,
  }),
  'PUT /api/admin/users/:id': async (s, token) => {
    const learner = await createLearner(ctx);
    const user = (await call('GET', `/api/admin/users/${learner.id}`, token)).json<{
      username: string;
      email: string;
      version: number;
    }>();
    return {
      method: 'PUT',
      url: `/api/admin/users/${learner.id}`,
      payload: {
        username: user.username,
        email: user.email,
        currencyCode: 'USD',
        languageCode: 'en-us',
        version: user.version,
        subscriptionList: [
          {
            contentPackageId: s.packageId,
            subscriptionStartDate: new Date().toISOString(),
            subscriptionEndDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
          },
        ],
        trialList: [],
      },
    };
  },
};

/** A package of the side's channel that a learner holds, deleted by a superadmin: archived. */
async function archivedSpare(s: Side, superToken: string): Promise<string> {
  const spare = await createPackage(ctx.db, {
    title: `Archived ${randomUUID().slice(0, 6)}`,
    channelIds: [s.channelId],
  });
  await ctx.db.insert(entitlements).values({
    userId: ids.learner,
    packageId: spare,
    kind: 'subscription',
    startsAt: new Date(),
    endsAt: new Date(Date.now() + 86_400_000),
    source: 'admin',
  });
  const removed = await call('DELETE', `/api/admin/content-packages/${spare}`, superToken);
  expect(removed.json<{ outcome: string }>().outcome).toBe('archived');
  return spare;
}

/** The lists (`list` rows): where each must show one side's record and never the other's. */
const LISTED: Record<string, (s: Side) => { url: string; mark: string }> = {
  'GET /api/admin/content-channels': (s) => ({
    url: '/api/admin/content-channels?limit=50',
    mark: s.channelId,
  }),
  'GET /api/admin/content-channels/package-options': (s) => ({
    url: '/api/admin/content-channels/package-options',
    mark: s.packageId,
  }),
  'GET /api/admin/content-packages': (s) => ({
    url: '/api/admin/content-packages?limit=50',
    mark: s.packageId,
  }),
  'GET /api/admin/dashboard-content-lists/package-options': (s) => ({
    url: '/api/admin/dashboard-content-lists/package-options',
    mark: s.packageId,
  }),
  'GET /api/admin/coupon-lists': (s) => ({
    url: '/api/admin/coupon-lists?limit=50',
    mark: s.listId,
  }),
  'GET /api/admin/coupon-lists/package-options': (s) => ({
    url: '/api/admin/coupon-lists/package-options',
    mark: s.packageId,
  }),
  // Every code list within the filters is a row of the analytics, used or not.
  'GET /api/admin/analytics/redemptions': (s) => ({
    url: `/api/admin/analytics/redemptions?${ANALYTICS_RANGE}`,
    mark: s.listId,
  }),
  'GET /api/admin/analytics/redemptions.csv': (s) => ({
    url: `/api/admin/analytics/redemptions.csv?${ANALYTICS_RANGE}`,
    mark: s.listId,
  }),
  'GET /api/admin/analytics/filter-options': (s) => ({
    url: '/api/admin/analytics/filter-options',
    mark: s.packageId,
  }),
  'GET /api/admin/users/package-options': (s) => ({
    url: '/api/admin/users/package-options',
    mark: s.packageId,
  }),
};

describe('the authorization matrix across content channels', () => {
  let inside: Side;
  let outside: Side;
  let restricted: string;
  let superToken: string;

  beforeAll(async () => {
    superToken = (await createStaff(ctx, 'superadmin')).token;
    inside = await makeSide(superToken, 'in');
    outside = await makeSide(superToken, 'out');
    const admin = await createStaff(ctx, 'admin', ALL_PERMISSIONS, [inside.channelId]);
    // Allowed to edit every learner (adminAccess.canEditAllUsers), so only the channel can refuse.
    await ctx.db.update(users).set({ canEditAllUsers: true }).where(eq(users.id, admin.id));
    restricted = admin.token;
  });

  it('has a way to call every channel-scoped route', () => {
    const scoped = Object.entries(MATRIX).filter(([, r]) => r.scope !== 'none');
    const missing = scoped
      .filter(([key, r]) => !(r.scope === 'list' ? key in LISTED : key in SCOPED_CALLS))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it("lets a restricted admin act on its channels' records, and refuses the others'", async () => {
    const wrong: string[] = [];
    for (const [key, r] of Object.entries(MATRIX)) {
      if (r.scope !== 'record' && r.scope !== 'grant') continue;
      for (const [side, expectIn] of [
        [inside, true],
        [outside, false],
      ] as const) {
        const request = await SCOPED_CALLS[key]!(side, superToken, expectIn);
        const response = await call(
          request.method,
          request.url,
          request.token ?? restricted,
          request.payload,
        );
        const status = response.statusCode;
        const ok = expectIn
          ? status < 300
          : r.scope === 'grant'
            ? status >= 400 && status < 500
            : status === 404 || status === 403;
        if (!ok)
          wrong.push(
            `${key} on the ${expectIn ? 'inside' : 'outside'} record: ${status} ${response.body.slice(0, 160)}`,
          );
      }
      // The outside record is real: a superadmin reaches it.
      const request = await SCOPED_CALLS[key]!(outside, superToken, false);
      const response = await call(request.method, request.url, superToken, request.payload);
      if (response.statusCode >= 300) {
        wrong.push(
          `${key} as superadmin on the outside record: ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it("lists only the restricted admin's channels", async () => {
    const wrong: string[] = [];
    for (const [key, r] of Object.entries(MATRIX)) {
      if (r.scope !== 'list') continue;
      const seen = async (token: string, s: Side) => {
        const { url, mark } = LISTED[key]!(s);
        const response = await call('GET', url, token);
        expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
        return response.body.includes(mark);
      };
      if (!(await seen(restricted, inside))) wrong.push(`${key} hides the inside record`);
      if (await seen(restricted, outside)) wrong.push(`${key} shows the outside record`);
      if (!(await seen(superToken, outside)))
        wrong.push(`${key} hides the outside record from a superadmin`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('never lets a learner redeem a code minted by a restricted admin for another channel', async () => {
    const before = await call('GET', `/api/admin/coupon-lists/${outside.listId}`, superToken);
    await call('POST', `/api/admin/coupons/${outside.listId}`, restricted, { coupons: 3 });
    const after = await call('GET', `/api/admin/coupon-lists/${outside.listId}`, superToken);
    expect(after.json<{ generatedCodesCounter: number }>().generatedCodesCounter).toBe(
      before.json<{ generatedCodesCounter: number }>().generatedCodesCounter,
    );
  });
});
