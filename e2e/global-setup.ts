// Starts the local OpenID Connect provider for the whole run; the returned function stops it.
// (The app server discovers the provider on first use, so it may start first.)
import { startOidcProvider } from './support/oidc-provider';

export default async function globalSetup() {
  const stop = await startOidcProvider();
  return async () => {
    await stop();
  };
}
