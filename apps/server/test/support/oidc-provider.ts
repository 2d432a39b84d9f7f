// A real OpenID Connect provider (the oidc-provider package) in the test process, with one client
// and its development login pages, so social login is tested end to end.
import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  port: number;
  redirectUris: string[];
}): Promise<TestOidcProvider> {
  const issuer = `http://localhost:${options.port}`;
  const clientId = 'bandbook-test';
  const clientSecret = 'bandbook-test-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Every login name is an account; its email is verified by the provider.
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: `${sub}@oidc.test`,
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
    cookies: { keys: ['bandbook-test-cookie-key'] },
  });
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(options.port, () => resolve(s));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
