// Bearer-token authentication: verifies the JWT, then checks the user still exists and the token's
// version is current (logout and password change revoke older tokens), as the viewer cache has the
// account (decision 024). Session tokens open the API; a SoundCheck launch token (decision 017) opens
// only the routes that ask for one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, SOUNDCHECK_LAUNCH_MESSAGES, type Role } from '@bandbook/domain';
import type { PermissionRow } from '../db/schema/index.js';
import type { ViewerCache } from '../shared-state/viewer-cache.js';
import type { AccessClaims, JwtService, VerifiedSoundCheckLaunch } from '../security/jwt.js';
import { unauthorized } from '../lib/http-error.js';

export interface AuthUser {
  id: string;
  /** For the audit log's "who". */
  username: string | null;
  role: Role;
  tokenVersion: number;
  /** What the back-office policy (`can` of the domain) reads. */
  permissions: PermissionRow[];
  contentChannelIdList: string[];
  /** adminAccess.canEditAllUsers: may edit any single user (spec section 6). */
  canEditAllUsers: boolean;
  domainUrl: string | null;
}

/** What a SoundCheck launch token opens: one item of one package, until it expires. */
export type LaunchScope = Omit<VerifiedSoundCheckLaunch, 'userId' | 'tokenVersion'>;

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** Set when a launch token, not a session token, authenticated the request. */
    launchScope: LaunchScope | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid, unrevoked token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads the token when there is one; never fails. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 unless the request carries a valid launch token (a session token is refused). */
    requireLaunchToken: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a session token, or a launch token (then `request.launchScope` says what it opens). */
    requireUserOrLaunchToken: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** The user a verified token speaks for, if the account still exists and the token is not revoked. */
export async function userForClaims(
  viewers: ViewerCache,
  claims: AccessClaims | null,
): Promise<AuthUser | null> {
  if (!claims) return null;
  const row = (await viewers.get(claims.userId))?.user;
  if (!row || row.deletedAt || row.tokenVersion !== claims.tokenVersion) return null;
  return {
    id: row.id,
    username: row.username,
    role: row.role as Role,
    tokenVersion: row.tokenVersion,
    permissions: row.permissions,
    contentChannelIdList: row.contentChannelIdList,
    canEditAllUsers: row.canEditAllUsers,
    domainUrl: row.domainUrl,
  };
}

/**
 * The signed-in user of a route behind `requireUser` (or a launch token): its preHandler has answered
 * 401 otherwise, so this never throws in practice; it keeps the type non-null without `!`.
 */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized(MESSAGES.unauthorized);
  return request.authUser;
}

export function registerAuthentication(
  app: FastifyInstance,
  viewers: ViewerCache,
  jwt: JwtService,
) {
  app.decorateRequest('authUser', null);
  app.decorateRequest('launchScope', null);

  async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
    const token = bearerToken(request);
    return token ? userForClaims(viewers, await jwt.verify(token)) : null;
  }

  /** Sets the user and scope of a valid, unrevoked launch token; false otherwise. */
  async function resolveLaunch(request: FastifyRequest): Promise<boolean> {
    const token = bearerToken(request);
    const launch = token ? await jwt.verifySoundCheckLaunch(token) : null;
    const user = await userForClaims(viewers, launch);
    if (!launch || !user) return false;
    const { packageId, contentId, mmsId, preview, expiresAt } = launch;
    request.authUser = user;
    request.launchScope = { packageId, contentId, mmsId, preview, expiresAt };
    return true;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.authUser = await resolveUser(request);
    if (!request.authUser) throw unauthorized(MESSAGES.unauthorized);
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.authUser = await resolveUser(request);
  });
  app.decorate('requireLaunchToken', async (request: FastifyRequest) => {
    if (!(await resolveLaunch(request))) throw unauthorized(SOUNDCHECK_LAUNCH_MESSAGES.linkInvalid);
  });
  app.decorate('requireUserOrLaunchToken', async (request: FastifyRequest) => {
    request.authUser = await resolveUser(request);
    if (!request.authUser && !(await resolveLaunch(request))) {
      throw unauthorized(MESSAGES.unauthorized);
    }
  });
}
