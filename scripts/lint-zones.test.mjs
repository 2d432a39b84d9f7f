// The import zones of eslint.config.js, shown failing: probe files linted in memory at paths inside the real
// tree (so the zones apply) import real files across a boundary, and the zone's message must come back.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldersIn, ROOT } from './lint-zones.mjs';

const ZONE_RULE = 'import-x/no-restricted-paths';
const IMPORT_RULE = 'no-restricted-imports';
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

let eslint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: join(ROOT, 'eslint.config.js'),
    // A zone says nothing of an import it cannot resolve: the probes' imports must all resolve.
    overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
  });
});

/** A non-test source file somewhere under `dir` (relative to the root), or undefined when it has none. */
function moduleIn(dir) {
  const absolute = join(ROOT, dir);
  if (!existsSync(absolute)) return undefined;
  const entries = readdirSync(absolute, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    const path = `${dir}/${entry.name}`;
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\./.test(entry.name)) {
      return path;
    }
    if (entry.isDirectory()) {
      const found = moduleIn(path);
      if (found) return found;
    }
  }
  return undefined;
}

/** The folders of `parent` that hold source, each with one of its modules. */
function foldersWithModules(parent, skip = []) {
  return foldersIn(parent)
    .filter((name) => !skip.includes(name))
    .map((name) => ({ name, module: moduleIn(`${parent}/${name}`) }))
    .filter((folder) => folder.module !== undefined);
}

/** The specifier a file at `from` writes to import the module at `to` (both relative to the root). */
function specifier(from, to) {
  const path = relative(dirname(join(ROOT, from)), join(ROOT, to)).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Lints a probe at `file` (which need not exist) holding `code`; returns its messages of `rule`. */
async function lintProbe(file, code, rule = ZONE_RULE) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  const unresolved = result.messages.filter((m) => m.ruleId === 'import-x/no-unresolved');
  expect(unresolved).toEqual([]);
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** Lints a probe at `file` importing the module at `target`; returns the zone messages. */
function lintImport(file, target, rule = ZONE_RULE) {
  return lintProbe(file, `import { probe } from '${specifier(file, target)}';\nprobe();\n`, rule);
}

/** Expects exactly one zone message naming the import and saying `why`. */
function expectRefused(messages, why) {
  expect(messages).toHaveLength(1);
  expect(messages[0]).toContain('imported in restricted zone.');
  expect(messages[0]).toContain(why);
}

/** Each folder imports the next one round the list (the last the first): every pair is refused. */
async function expectEachApart(parent, skip, why) {
  const folders = foldersWithModules(parent, skip);
  expect(folders.length).toBeGreaterThan(1);
  for (const [index, folder] of folders.entries()) {
    const next = folders[(index + 1) % folders.length];
    const probe = `${parent}/${folder.name}/lint-probe.ts`;
    expectRefused(await lintImport(probe, next.module), why);
  }
}

function firstModule(parent, skip = []) {
  const [folder] = foldersWithModules(parent, skip);
  expect(folder).toBeDefined();
  return folder;
}

describe('web zones', () => {
  it('refuses a learner feature importing another feature, for every feature folder', async () => {
    await expectEachApart(`${WEB}/features`, [], 'a feature never imports another feature');
  });

  it('refuses an admin feature importing another admin feature, for every admin feature folder', async () => {
    await expectEachApart(`${WEB}/admin/features`, [], 'an admin feature never imports another');
  });

  it('refuses the shared folders importing a feature', async () => {
    const feature = firstModule(`${WEB}/features`).module;
    for (const shared of ['ui', 'lib', 'api', 'hooks', 'test']) {
      expectRefused(
        await lintImport(`${WEB}/${shared}/lint-probe.ts`, feature),
        'never import a feature or the admin area',
      );
    }
  });

  it('refuses admin/ui and admin/layout importing an admin feature', async () => {
    const feature = firstModule(`${WEB}/admin/features`).module;
    for (const shared of ['ui', 'layout']) {
      expectRefused(
        await lintImport(`${WEB}/admin/${shared}/lint-probe.tsx`, feature),
        'admin/ui/ and admin/layout/ never import an admin feature',
      );
    }
  });

  it('refuses the learner side and the admin area importing each other', async () => {
    const learner = firstModule(`${WEB}/features`);
    const admin = firstModule(`${WEB}/admin/features`);
    expectRefused(
      await lintImport(`${WEB}/features/${learner.name}/lint-probe.ts`, admin.module),
      'learner features never import the admin area',
    );
    expectRefused(
      await lintImport(`${WEB}/admin/features/${admin.name}/lint-probe.ts`, learner.module),
      'the admin area never imports learner features',
    );
  });

  it('lets the router shells load a feature page lazily, never statically', async () => {
    const page = firstModule(`${WEB}/features`).module;
    const shell = `${WEB}/app/lint-probe.tsx`;
    const lazy = `export const load = () => import('${specifier(shell, page)}');\n`;
    expect(await lintProbe(shell, lazy, IMPORT_RULE)).toEqual([]);
    const [refusal] = await lintImport(shell, page, IMPORT_RULE);
    expect(refusal).toContain('lazy import() only');

    const adminPage = firstModule(`${WEB}/admin/features`).module;
    const adminShell = `${WEB}/admin/lint-probe.tsx`;
    const [adminRefusal] = await lintImport(adminShell, adminPage, IMPORT_RULE);
    expect(adminRefusal).toContain('lazy import() only');
  });

  it('lets a feature import the shared folders and the domain package', async () => {
    const feature = firstModule(`${WEB}/features`);
    const probe = `${WEB}/features/${feature.name}/lint-probe.ts`;
    const code = [
      `import { a } from '${specifier(probe, moduleIn(`${WEB}/ui`))}';`,
      `import { b } from '${specifier(probe, moduleIn(`${WEB}/lib`))}';`,
      `import { c } from '${specifier(probe, feature.module)}';`,
      `import { d } from '@bandbook/domain';`,
      'a(b, c, d);',
    ].join('\n');
    expect(await lintProbe(probe, code)).toEqual([]);
  });
});

describe('server zones', () => {
  it('refuses infrastructure importing a module or the back office', async () => {
    const module = firstModule(`${SERVER}/modules`).module;
    const admin = firstModule(`${SERVER}/admin`, ['shared']).module;
    for (const infra of ['plugins', 'db', 'storage', 'mail', 'security', 'lib', 'jobs']) {
      for (const target of [module, admin]) {
        expectRefused(
          await lintImport(`${SERVER}/${infra}/lint-probe.ts`, target),
          'infrastructure never imports modules/ or admin/',
        );
      }
    }
  });

  it('refuses a learner module importing the back office', async () => {
    const module = firstModule(`${SERVER}/modules`);
    const admin = firstModule(`${SERVER}/admin`, ['shared']).module;
    expectRefused(
      await lintImport(`${SERVER}/modules/${module.name}/lint-probe.ts`, admin),
      'learner modules never import the back office',
    );
  });

  it('refuses an admin resource importing another, for every resource folder', async () => {
    await expectEachApart(`${SERVER}/admin`, ['shared'], 'an admin resource never imports another');
  });

  it('refuses admin/shared importing a resource, and lets a resource import admin/shared and modules', async () => {
    const [first, second] = foldersWithModules(`${SERVER}/admin`, ['shared']);
    expectRefused(
      await lintImport(`${SERVER}/admin/shared/lint-probe.ts`, first.module),
      'admin/shared never imports an admin resource',
    );
    const probe = `${SERVER}/admin/${second.name}/lint-probe.ts`;
    expect(await lintImport(probe, moduleIn(`${SERVER}/admin/shared`))).toEqual([]);
    expect(await lintImport(probe, firstModule(`${SERVER}/modules`).module)).toEqual([]);
  });
});

describe('test code', () => {
  it('refuses a server test importing web code, and a web test importing server code', async () => {
    const web = moduleIn(`${WEB}/lib`);
    for (const probe of [
      'apps/server/test/lint-probe.test.ts',
      'apps/server/bench/lint-probe.ts',
    ]) {
      expectRefused(await lintImport(probe, web), 'the server (and its tests) never imports web');
    }
    expectRefused(
      await lintImport(`${WEB}/lib/lint-probe.test.ts`, moduleIn(`${SERVER}/lib`)),
      'the web app (and its tests) never imports server',
    );
  });

  it('refuses an e2e file importing app code, and lets it import packages and the server test harness', async () => {
    for (const probe of ['e2e/tests/lint-probe.spec.ts', 'e2e/bench/lint-probe.ts']) {
      expectRefused(await lintImport(probe, `${SERVER}/config.ts`), 'e2e drives the built app');
      expectRefused(await lintImport(probe, moduleIn(`${WEB}/lib`)), 'e2e drives the built app');
      expectRefused(
        await lintImport(probe, 'apps/server/bench/scale-data.ts'),
        'e2e drives the built app',
      );
    }
    const probe = 'e2e/tests/lint-probe.spec.ts';
    const code = [
      `import { a } from '@bandbook/domain';`,
      `import { b } from '@bandbook/soundcheck';`,
      `import { c } from '${specifier(probe, 'apps/server/test/support/local-nginx.ts')}';`,
      'a(b, c);',
    ].join('\n');
    expect(await lintProbe(probe, code)).toEqual([]);
    expect(await lintProbe(probe, code, IMPORT_RULE)).toEqual([]);
  });

  it('refuses an e2e file reaching into a package by path instead of by name', async () => {
    const [refusal] = await lintImport(
      'e2e/tests/lint-probe.spec.ts',
      moduleIn('packages/domain/src'),
      IMPORT_RULE,
    );
    expect(refusal).toContain('by its name');
  });

  it("refuses a package's tests and benches importing an app", async () => {
    for (const probe of [
      'packages/domain/test/lint-probe.test.ts',
      'packages/soundcheck/bench/x.ts',
    ]) {
      expectRefused(await lintImport(probe, `${SERVER}/config.ts`), 'packages never import apps');
    }
  });

  it('refuses the note tracker importing the analyser, and music/ or dsp/ importing an engine stage', async () => {
    expectRefused(
      await lintImport(
        'packages/soundcheck/src/notes/lint-probe.ts',
        moduleIn('packages/soundcheck/src/analysis'),
      ),
      'the note tracker (notes/) never imports the analyser that drives it (analysis/)',
    );
    for (const folder of ['music', 'dsp'])
      for (const stage of ['analysis', 'notes', 'pitch', 'onset', 'scoring'])
        expectRefused(
          await lintImport(
            `packages/soundcheck/src/${folder}/lint-probe.ts`,
            moduleIn(`packages/soundcheck/src/${stage}`),
          ),
          'music/ and dsp/ are helpers below every engine stage',
        );
    expect(
      await lintImport(
        'packages/soundcheck/src/analysis/lint-probe.ts',
        moduleIn('packages/soundcheck/src/notes'),
      ),
    ).toEqual([]);
  });

  it('refuses a package test importing another package it must not depend on', async () => {
    expectRefused(
      await lintImport(
        'packages/domain/test/lint-probe.test.ts',
        moduleIn('packages/soundcheck/src'),
      ),
      'packages/domain depends on nothing of ours',
    );
  });
});
