// The house's layering (DESIGN.md, docs/ARCHITECTURE.md "Layering") as import zones for eslint.config.js,
// built from the folders at lint time: a new feature or admin resource folder is covered without editing a list.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root: zones are written relative to it, whatever folder ESLint runs from. */
export const ROOT = join(import.meta.dirname, '..');

const WEB = './apps/web/src';
const SERVER = './apps/server/src';
const SOUNDCHECK = './packages/soundcheck/src';

/** The sub-folders of `dir` (relative to the root), sorted; none when it does not exist (yet). */
export function foldersIn(dir) {
  const absolute = join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Each folder of `parent` imports no sibling but itself and the `shared` ones. */
function siblingsApart(parent, shared, message) {
  return foldersIn(parent)
    .filter((name) => !shared.includes(name))
    .map((name) => ({
      target: `${parent}/${name}`,
      from: parent,
      except: [name, ...shared].map((allowed) => `./${allowed}`),
      message,
    }));
}

/** Who may not import whom: each zone names the importing files (target) and the forbidden ones (from). */
export function buildZones() {
  return [
    // Workspaces: packages stand alone, the apps never reach into each other, e2e drives the built app.
    { target: './packages', from: ['./apps', './e2e'], message: 'packages never import apps' },
    {
      target: './packages/domain',
      from: ['./packages/soundcheck', './packages/demo-content'],
      message: 'packages/domain depends on nothing of ours',
    },
    {
      target: './packages/soundcheck',
      from: ['./packages/domain', './packages/demo-content'],
      message: 'packages/soundcheck depends on nothing of ours',
    },
    {
      target: './apps/web',
      from: ['./apps/server', './e2e'],
      message: 'the web app (and its tests) never imports server or e2e code',
    },
    {
      target: './apps/server',
      from: ['./apps/web', './e2e'],
      message: 'the server (and its tests) never imports web or e2e code',
    },
    {
      target: './e2e',
      from: './apps',
      except: ['./server/test/support'],
      message:
        'e2e drives the built app: it imports packages by name (@bandbook/domain, @bandbook/soundcheck) and the server test harness (apps/server/test/support), never app code',
    },

    // SoundCheck engine: the note tracker below the analyser that drives it; music theory and DSP below
    // every stage (issue 46: the notes/ <-> analysis/ cycle stays gone).
    {
      target: `${SOUNDCHECK}/notes`,
      from: `${SOUNDCHECK}/analysis`,
      message: 'the note tracker (notes/) never imports the analyser that drives it (analysis/)',
    },
    {
      target: [`${SOUNDCHECK}/music`, `${SOUNDCHECK}/dsp`],
      from: SOUNDCHECK,
      except: ['./music', './dsp'],
      message: 'music/ and dsp/ are helpers below every engine stage: they import only each other',
    },

    // Server: infrastructure below the features, the learner side below the back office.
    {
      target: ['plugins', 'db', 'storage', 'mail', 'security', 'lib', 'jobs', 'shared-state'].map(
        (folder) => `${SERVER}/${folder}`,
      ),
      from: [`${SERVER}/modules`, `${SERVER}/admin`],
      message: 'infrastructure never imports modules/ or admin/',
    },
    {
      target: `${SERVER}/modules`,
      from: `${SERVER}/admin`,
      message: 'learner modules never import the back office (admin/)',
    },
    {
      target: `${SERVER}/admin/shared`,
      from: `${SERVER}/admin`,
      except: ['./shared'],
      message: 'admin/shared never imports an admin resource',
    },
    ...siblingsApart(
      `${SERVER}/admin`,
      ['shared'],
      'an admin resource never imports another (share through admin/shared/)',
    ),

    // Web: features stand apart; shared folders sit below them; the admin area is its own lazy chunk.
    {
      target: ['ui', 'lib', 'api', 'hooks', 'test'].map((folder) => `${WEB}/${folder}`),
      from: [`${WEB}/features`, `${WEB}/admin`],
      message: 'shared ui/, lib/, api/, hooks/ and test/ never import a feature or the admin area',
    },
    {
      target: `${WEB}/features`,
      from: `${WEB}/admin`,
      message: 'learner features never import the admin area (it is its own lazy chunk)',
    },
    {
      target: `${WEB}/admin`,
      from: `${WEB}/features`,
      message: 'the admin area never imports learner features',
    },
    {
      target: [`${WEB}/admin/ui`, `${WEB}/admin/layout`],
      from: `${WEB}/admin/features`,
      message: 'admin/ui/ and admin/layout/ never import an admin feature',
    },
    ...siblingsApart(
      `${WEB}/admin/features`,
      [],
      'an admin feature never imports another (share through admin/ui/)',
    ),
    ...siblingsApart(
      `${WEB}/features`,
      [],
      'a feature never imports another feature (share through ui/, lib/, api/ or hooks/)',
    ),
  ];
}

/** Static imports the route shells may not make: they load feature pages with a lazy import() only. */
export const LAZY_ONLY = {
  regex: '(^|/)(features|admin)/',
  message:
    'the router shells load feature pages (and the admin area) with a lazy import() only: a static import would put them in the first chunk',
};

/** Workspace packages are reached by their names, never by a relative path into packages/. */
export const PACKAGES_BY_NAME = {
  regex: '^(\\.\\./)+packages/',
  message: 'import a workspace package by its name (@bandbook/...), not by a path into packages/',
};
