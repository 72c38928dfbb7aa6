import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features (web/src/features/<name>): each is used by the others only through its index. */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // bulletproof-react: another feature's files only through its index (a lazy import() of its routes is allowed).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${FEATURES.join('|')})/.+`,
              message: "Import another feature through its index (web/src/features/<name>/index.ts), not one of its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // Immich's shape: every query lives in a repository; services and routes call repositories.
    // The schema, the seeds (fixtures) and backup/restore (whole tables) work on the database itself.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*[Rr]epository.ts', 'server/src/db/**', 'server/src/seed/**', 'server/src/ops/**', 'server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Queries belong in a repository (server/src/<feature>/repository.ts).' }] },
      ],
    },
  },
);
