// The JS linter (npm test runs it with the formatter, prettier): ESLint's recommended rules for
// ES modules, in the browser (web/), in node (bin/, scripts/, bench/, vite/, tests/) and in both
// (lib/); no import cycles anywhere; and the library's boundary: lib/ (the API, i18n, Markdown)
// is shared by the page and the CLI, so it imports neither of them, and bin/ never imports web/.
import js from '@eslint/js';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

export default [
  { ignores: ['node_modules/', 'dist/', 'web/wasm-build/', 'build-*/', 'test-results/', 'playwright-report/', 'public/embed.js'] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      eqeqeq: ['error', 'smart'],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'prefer-const': 'error',
      'no-var': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ignores: ['public/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      // Dynamic import() counts too: a lazy module that imports its loader back is still a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Resolved paths, so static imports, export-from and import() alike. The WASM build output
      // (web/wasm-build/, written by scripts/build-wasm.sh) is the one thing lib/ reads under web/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: './web', except: ['./wasm-build'], message: 'lib/ is shared by the page and the CLI: it never imports web/.' },
            { target: './lib', from: './bin', message: 'lib/ is shared by the page and the CLI: it never imports bin/.' },
            { target: './bin', from: './web', message: 'The CLI imports the library (lib/), never the page (web/).' },
          ],
        },
      ],
    },
  },
  { files: ['public/**/*.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
];
