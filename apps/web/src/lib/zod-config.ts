// zod 4 checks once whether it may compile validators with `new Function`. Under the app's CSP
// (script-src without 'unsafe-eval') the check is refused, and Chromium reports the refusal as a
// CSP issue (Lighthouse's best-practices audit "inspector-issues"). Telling zod up front that it
// runs without eval skips the check; it validates exactly as before.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy of zod, read when
// zod loads). Setting it here, in the entry, costs no bytes on the landing page: importing zod's
// `config()` would put 3.6 KB of zod in the first load, which needs no zod at all.
// zod-config.test.ts checks that zod takes the setting.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
