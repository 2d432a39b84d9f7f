// Fixed ports of the e2e run: the app server and the local OpenID Connect provider.
export const APP_PORT = 4173;
export const OIDC_PORT = 4180;
export const APP_URL = `http://localhost:${APP_PORT}`;
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'bandbook-e2e';
export const OIDC_CLIENT_SECRET = 'e2e-secret';
export const OIDC_PROVIDER_ID = 'test';
export const OIDC_PROVIDER_LABEL = 'Test ID';

/** Chromium as every browser of the e2e package starts it (tests, web benchmark, screenshots): the system binary, no background networking. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
