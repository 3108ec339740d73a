import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Folder boundaries: dependencies point one way,
// schema <- io <- (forms, preview) <- studio <- features <- (app, embed), and
// schema <- io <- storage <- (app, embed).
// Imports are relative, so a folder is matched by name anywhere in the path ('../io/parse').
/** @param {string[]} folders */
const folder = (folders) => `(^|/)(${folders.join('|')})(/|$)`;
const folders = [
  'schema',
  'io',
  'storage',
  'ui',
  'forms',
  'preview',
  'studio',
  'features',
  'app',
  'embed',
  'review',
  'cli',
];
/** Every folder but these: what a low layer may not import. @param {string[]} allowed */
const allBut = (...allowed) => folder(folders.filter((name) => !allowed.includes(name)));
const reactPackages =
  '^(react|react-dom|react-hook-form|@hookform|@tanstack|@codemirror|@dnd-kit)(/|$)';

const privateMember = {
  selector: 'MemberExpression[property.name=/^_[A-Za-z]/]',
  message:
    "A library's private member: use its documented API (zod's internals are read in src/schema/introspect.ts alone).",
};
const reactHookForm = {
  selector: "ImportDeclaration[source.value='react-hook-form']",
  message:
    "react-hook-form is the document's submit (src/forms/useDocumentForm.ts); the document lives in its store: read with useDocumentValue or useFieldValue, write with useDocumentAccess.",
};

/**
 * One `no-restricted-imports` entry per folder: a later entry for the same file would replace,
 * not extend, an earlier one.
 * @param {string[]} files
 * @param {{ regex: string, message: string }[]} patterns
 * @returns {import('eslint').Linter.Config}
 */
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default defineConfig(
  globalIgnores([
    '**/dist/',
    'dist-*/',
    'e2e/packageHost/',
    'test-results*/',
    'playwright-report*/',
    'node_modules/',
    'playwright-report/',
    'test-results/',
    'coverage/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    // Plain JS files are checked by tsc (checkJs) where a tsconfig includes them; lint them
    // without type information so a stray script outside every tsconfig still lints.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**', 'e2e/**', 'bin/**', 'src/cli/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/cli/**', 'scripts/**', 'bin/**'],
    rules: { 'no-console': 'off' },
  },

  boundary(
    ['src/schema/**'],
    [
      { regex: '^(?![./]|zod(/|$))', message: 'src/schema may import only zod.' },
      {
        regex: allBut('schema'),
        message: 'src/schema is the base layer: it imports no other folder.',
      },
    ],
  ),
  // Schema tests may also import vitest (a later entry for the same file replaces the one above).
  boundary(
    ['src/schema/**/*.test.ts'],
    [
      {
        regex: '^(?![./]|zod(/|$)|vitest(/|$))',
        message: 'src/schema tests may import only zod, vitest and schema files.',
      },
      {
        regex: allBut('schema'),
        message: 'src/schema is the base layer: it imports no other folder.',
      },
    ],
  ),
  boundary(
    ['src/io/**'],
    [
      { regex: reactPackages, message: 'src/io is pure: no React, no UI libraries.' },
      {
        regex: allBut('schema', 'io'),
        message: 'src/io may import only src/schema.',
      },
    ],
  ),
  boundary(
    ['src/ui/**'],
    [
      {
        regex: allBut('ui'),
        message: 'src/ui holds React parts that know no pass: it imports no other folder.',
      },
    ],
  ),
  boundary(
    ['src/forms/**'],
    [
      {
        regex: folder(['storage', 'preview', 'studio', 'features', 'app', 'embed', 'cli']),
        message:
          'src/forms may import schema and io, not storage, preview, studio, app, embed or cli.',
      },
    ],
  ),
  boundary(
    ['src/preview/**'],
    [
      {
        regex: folder(['storage', 'forms', 'studio', 'features', 'app', 'embed', 'cli']),
        message:
          'src/preview may import schema and io, not storage, forms, studio, app, embed or cli.',
      },
    ],
  ),
  boundary(
    ['src/cli/**'],
    [
      { regex: reactPackages, message: 'src/cli runs in Node: no React, no UI libraries.' },
      {
        regex: allBut('schema', 'io', 'cli'),
        message: 'src/cli may import schema and io.',
      },
    ],
  ),
  boundary(
    ['src/studio/**'],
    [
      {
        regex: folder(['storage', 'features', 'app', 'embed', 'cli']),
        message:
          'src/studio joins forms and preview for the features and the shells; it imports none of them, nor where they store drafts.',
      },
    ],
  ),
  boundary(
    ['src/features/**'],
    [
      {
        regex: folder(['storage', 'app', 'embed', 'cli']),
        message:
          'src/features is each editor feature once, for every shell: what differs (where drafts live included) comes in through its ports, never from src/storage, src/app or src/embed.',
      },
      {
        regex: folder(['forms', 'preview']),
        message:
          'src/features reaches the editor through src/studio (its index), never forms or preview.',
      },
    ],
  ),
  boundary(
    ['src/storage/**'],
    [
      { regex: reactPackages, message: 'src/storage has no React: the shells hold its hooks.' },
      {
        regex: allBut('schema', 'io', 'storage'),
        message: 'src/storage may import only src/io and src/schema.',
      },
    ],
  ),
  boundary(
    ['src/embed/**'],
    [
      { regex: folder(['app', 'cli']), message: 'src/embed must not import src/app or src/cli.' },
      {
        regex: folder(['forms', 'preview']),
        message:
          'src/embed reaches the editor through src/studio (its index), never forms or preview.',
      },
    ],
  ),
  boundary(
    ['src/app/**'],
    [
      { regex: folder(['embed', 'cli']), message: 'src/app must not import src/embed or src/cli.' },
      {
        regex: folder(['forms', 'preview']),
        message:
          'src/app reaches the editor through src/studio (its index), never forms or preview.',
      },
    ],
  ),
  boundary(
    ['src/review/**'],
    [
      {
        regex: folder(['storage', 'app', 'embed', 'cli']),
        message:
          'src/review (the review page) must not import src/storage, src/app, src/embed or src/cli.',
      },
      {
        regex: folder(['forms', 'preview']),
        message: 'src/review reaches the preview through src/studio (its index).',
      },
    ],
  ),
  boundary(
    ['src/*.{ts,tsx}'],
    [{ regex: folder(['app']), message: 'Only src/main.tsx imports src/app.' }],
  ),
  {
    files: ['src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },

  // No import cycles: a loop of files is one part wearing two names.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },

  // A library's contract: its documented API only. react-hook-form is used in one file (the
  // document's submit); zod's internals are read in src/schema/introspect.ts alone.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/schema/introspect.ts'],
    rules: { 'no-restricted-syntax': ['error', privateMember, reactHookForm] },
  },
  {
    files: ['src/forms/useDocumentForm.ts'],
    rules: { 'no-restricted-syntax': ['error', privateMember] },
  },
);
