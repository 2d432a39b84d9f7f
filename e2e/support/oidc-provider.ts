// A local OpenID Connect provider (the oidc-provider package) for the social login tests: one
// confidential client using PKCE, and the package's development login pages, which accept any
// login name and password. The login name becomes the subject; its email is <login>@e2e.test.
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import {
  APP_URL,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_ISSUER,
  OIDC_PORT,
  OIDC_PROVIDER_ID,
} from './ports';

export const oidcEmailFor = (login: string) => `${login}@e2e.test`;

export async function startOidcProvider(): Promise<() => Promise<void>> {
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${APP_URL}/auth/${OIDC_PROVIDER_ID}/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: oidcEmailFor(sub),
        email_verified: true,
        preferred_username: sub,
      }),
    }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['bandbook-e2e-oidc-cookie-key'] },
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = provider.listen(OIDC_PORT, () => resolve(listening));
    listening.on('error', reject);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
