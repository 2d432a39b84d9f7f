// OpenID Connect clients for the configured social providers. Discovery runs on first use (and is
// retried after a failure), so a provider that is down at start does not stop the server.
import * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../../config.js';

export interface OidcClients {
  providers: OidcProviderConfig[];
  get(
    id: string,
  ): Promise<{ provider: OidcProviderConfig; config: oidc.Configuration } | undefined>;
}

export function createOidcClients(providers: OidcProviderConfig[]): OidcClients {
  const cache = new Map<string, Promise<oidc.Configuration>>();
  return {
    providers,
    async get(id) {
      const provider = providers.find((p) => p.id === id);
      if (!provider) return undefined;
      let pending = cache.get(id);
      if (!pending) {
        const issuer = new URL(provider.issuer);
        pending = oidc.discovery(
          issuer,
          provider.clientId,
          provider.clientSecret,
          undefined,
          // Plain http is only acceptable for a provider on this machine (development, tests).
          ['localhost', '127.0.0.1'].includes(issuer.hostname)
            ? { execute: [oidc.allowInsecureRequests] }
            : undefined,
        );
        cache.set(id, pending);
        pending.catch(() => cache.delete(id));
      }
      return { provider, config: await pending };
    },
  };
}
