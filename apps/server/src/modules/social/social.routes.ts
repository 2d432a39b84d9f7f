// Social login: GET /auth/{provider} starts an authorization-code flow with PKCE; the callback signs
// in the linked account or sends the browser to /social-signup; POST /api/users/social finishes signup.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import {
  errorResponseSchema,
  MESSAGES,
  socialSignupSchema,
  tokenPairSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { AUTOLOGIN_COOKIE, autologinCookieOptions } from '../auth/autologin-cookie.js';
import { LIMITS } from '../../plugins/rate-limits.js';
import { createOidcClients } from './oidc-clients.js';
import {
  completeSocialSignup,
  resolveSocialLogin,
  SIGNUP_TICKET_EXPIRED,
} from './social-accounts.js';

const FLOW_COOKIE = 'bandbook_oidc';
/** The signup ticket travels in a cookie only POST /api/users/social receives, never in a URL. */
const TICKET_COOKIE = 'bandbook_social_ticket';
const TICKET_PATH = '/api/users/social';
const flowSchema = z.object({
  provider: z.string(),
  state: z.string(),
  verifier: z.string(),
  nonce: z.string(),
});

export async function socialRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clients = createOidcClients(ctx.config.oidcProviders);
  const redirectUri = (id: string) => `${ctx.config.publicUrl}/auth/${id}/callback`;
  const cookieOptions = {
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.isProduction,
    signed: true,
    maxAge: 600,
  };

  app.get(
    '/auth/:provider',
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with a social provider (browser redirect)',
        params: z.object({ provider: z.string().max(40) }),
        response: { 404: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const client = await clients.get(request.params.provider).catch((error: unknown) => {
        request.log.warn({ err: error }, 'OpenID discovery failed');
        throw new HttpError(
          503,
          'This sign-in provider cannot be reached right now. Please try again later.',
        );
      });
      if (!client) throw notFound('This sign-in provider is not available.');
      const verifier = oidc.randomPKCECodeVerifier();
      const flow = {
        provider: client.provider.id,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier,
      };
      const url = oidc.buildAuthorizationUrl(client.config, {
        redirect_uri: redirectUri(client.provider.id),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), cookieOptions);
      return reply.redirect(url.href);
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back',
        params: z.object({ provider: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const failed = () => reply.redirect('/login?social=failed');
      const unsigned = request.unsignCookie(request.cookies[FLOW_COOKIE] ?? '');
      reply.clearCookie(FLOW_COOKIE, { path: '/auth' });
      const flow =
        unsigned.valid && unsigned.value
          ? flowSchema.safeParse(JSON.parse(unsigned.value))
          : undefined;
      const client = await clients.get(request.params.provider).catch(() => undefined);
      if (!flow?.success || !client || flow.data.provider !== client.provider.id) return failed();
      try {
        const tokens = await oidc.authorizationCodeGrant(
          client.config,
          new URL(request.url, ctx.config.publicUrl),
          {
            pkceCodeVerifier: flow.data.verifier,
            expectedState: flow.data.state,
            expectedNonce: flow.data.nonce,
          },
        );
        const idClaims = tokens.claims();
        if (!idClaims) return failed();
        // Email and profile claims usually come from the UserInfo endpoint, not the ID token.
        const claims = {
          ...idClaims,
          ...(await oidc.fetchUserInfo(client.config, tokens.access_token, idClaims.sub)),
        };
        const outcome = await resolveSocialLogin(ctx, {
          provider: client.provider.id,
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : undefined,
          emailVerified: claims.email_verified === true,
        });
        if (outcome.kind === 'signed-in') {
          reply.setCookie(
            AUTOLOGIN_COOKIE,
            outcome.autoLoginToken,
            autologinCookieOptions(ctx.config.isProduction),
          );
          return reply.redirect('/social-login');
        }
        reply.setCookie(TICKET_COOKIE, outcome.ticket, {
          ...cookieOptions,
          path: TICKET_PATH,
          maxAge: 30 * 60,
        });
        // Only harmless suggestions for the form go in the URL.
        const suggestion = new URLSearchParams({ provider: client.provider.id });
        if (typeof claims.email === 'string') suggestion.set('email', claims.email);
        const name = claims.preferred_username ?? claims.nickname;
        if (typeof name === 'string') suggestion.set('username', name);
        return reply.redirect(`/social-signup?${suggestion.toString()}`);
      } catch (error) {
        request.log.warn({ err: error }, 'social login failed');
        return failed();
      }
    },
  );

  app.post(
    '/api/users/social',
    {
      config: { rateLimit: LIMITS.signup },
      schema: {
        tags: ['auth'],
        summary:
          'Finish a social signup: choose username, email, region and language (the ticket comes from the body or the cookie the callback set)',
        body: socialSignupSchema.extend({
          ticket: z.string({ error: MESSAGES.validationFailed }).max(200).optional(),
        }),
        response: { 201: tokenPairSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { ticket: fromBody, ...input } = request.body;
      const fromCookie = request.unsignCookie(request.cookies[TICKET_COOKIE] ?? '');
      const ticket = fromBody || (fromCookie.valid ? fromCookie.value : null);
      if (!ticket) throw badRequest(SIGNUP_TICKET_EXPIRED);
      const tokens = await completeSocialSignup(ctx, ticket, input);
      reply.clearCookie(TICKET_COOKIE, { path: TICKET_PATH });
      return reply.status(201).send(tokens);
    },
  );
}
