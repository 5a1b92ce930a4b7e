// ESLint: the per-file rules `npm test` enforces (npm run lint). Layer boundaries and import
// cycles are dependency-cruiser's (.dependency-cruiser.cjs). Here: typescript-eslint's
// recommended set without type information (fast), a line length, no unused code, and no cast
// of a request in the HTTP routes (their types come from the TypeBox schemas).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'bench/out/**', '**/*.d.ts', 'test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'max-len': ['error', { code: 160, ignoreUrls: true, ignoreRegExpLiterals: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Input sanitising matches control characters on purpose (CSV, search, file names).
      'no-control-regex': 'off',
    },
  },
  {
    // TypeScript resolves names itself; no-undef only misreads type-only globals.
    files: ['**/*.ts', '**/*.cts', '**/*.mts'],
    rules: { 'no-undef': 'off' },
  },
  {
    // CommonJS entry points (worker threads and the launcher) load with require on purpose.
    files: ['**/*.cts', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The launcher is CommonJS (bin/package.json): Node runs it without starting its ES module loader.
    files: ['bin/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and benchmarks carry long literal inputs (CV lines, CSV rows) that read best unbroken.
    files: ['test/**', 'bench/**'],
    rules: { 'max-len': ['error', { code: 160, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true }] },
  },
  {
    files: ['src/server/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: 'TSAsExpression > MemberExpression[object.name="request"][property.name=/^(body|query|params|headers)$/]',
        message: 'no cast of a request: give the route a TypeBox schema and let the type provider type it',
      }],
    },
  },
);
