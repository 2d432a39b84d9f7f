// Lint rules for every workspace: typescript-eslint (type-aware off for speed), react-hooks for the web
// app, and the house's layering (DESIGN.md, docs/ARCHITECTURE.md) as import zones plus a cycle check.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { buildZones, LAZY_ONLY, PACKAGES_BY_NAME, ROOT } from './scripts/lint-zones.mjs';

const zones = buildZones();

/** The code the import rules check: every source, test, bench and script of the workspaces. */
const WORKSPACE_CODE = [
  'apps/**/*.{ts,tsx,js,mjs}',
  'packages/**/*.{ts,tsx,js,mjs}',
  'e2e/**/*.{ts,js,mjs}',
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
    files: WORKSPACE_CODE,
    ignores: ['apps/web/public/**'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check parses the files it follows: with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // basePath: the zones are relative to the repository root, wherever ESLint is started.
      'import-x/no-restricted-paths': ['error', { zones, basePath: ROOT }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'e2e/**/*.{ts,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PACKAGES_BY_NAME] }] },
  },
  {
    // The router shells (the app's and the admin area's) load pages lazily; import() is not checked by
    // no-restricted-imports, so only their static imports of a feature are refused.
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/admin/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PACKAGES_BY_NAME, LAZY_ONLY] }] },
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
