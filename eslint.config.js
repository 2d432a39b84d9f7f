// Lint rules for every workspace: typescript-eslint (type-aware off for speed), react-hooks for the web
// app, and the house's layering (DESIGN.md, docs/ARCHITECTURE.md) as import zones plus a cycle check.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const WEB_FEATURES = [
  'auth',
  'books',
  'codes',
  'dashboard',
  'help',
  'home',
  'media',
  'onboarding',
  'profile',
  'soundcheck',
  'soundcheck-player',
];

const ADMIN_FEATURES = [
  'applications',
  'content-packages',
  'content-channels',
  'dashboard-lists',
  'static-sites',
];

/** Who may not import whom: each zone names the importing files (target) and the forbidden ones (from). */
const zones = [
  {
    target: './packages',
    from: './apps',
    message: 'packages never import apps',
  },
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
  { target: './apps/web', from: './apps/server', message: 'the web app never imports server code' },
  { target: './apps/server', from: './apps/web', message: 'the server never imports the web app' },
  {
    target: [
      './apps/server/src/plugins',
      './apps/server/src/db',
      './apps/server/src/storage',
      './apps/server/src/mail',
      './apps/server/src/security',
      './apps/server/src/lib',
      './apps/server/src/jobs',
      './apps/server/src/shared-state',
    ],
    from: './apps/server/src/modules',
    message: 'infrastructure never imports modules/',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/admin',
    message: 'learner features never import the admin area (it is its own lazy chunk)',
  },
  {
    target: './apps/web/src/admin',
    from: './apps/web/src/features',
    message: 'the admin area never imports learner features',
  },
  ...ADMIN_FEATURES.map((feature) => ({
    target: `./apps/web/src/admin/features/${feature}`,
    from: './apps/web/src/admin/features',
    except: [`./${feature}`],
    message: 'an admin feature never imports another (share through admin/ui/)',
  })),
  ...WEB_FEATURES.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'a feature never imports another feature (share through ui/, lib/, api/ or hooks/)',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
      '.tsbuild/**',
      '.e2e-data/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check parses the files it follows: with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Plain scripts the web app serves as they are (public/boot.js runs before the build's scripts).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
