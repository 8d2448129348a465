import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import i18nextDefaults from 'eslint-plugin-i18next/lib/options/defaults.js';
import apiLayers from './eslint/api-layers.js';
import webLayers from './eslint/web-layers.js';

/** The plugin's own list of calls whose string arguments are keys or code, not text. */
function i18nextDefaultCallees() {
  return i18nextDefaults.callees.exclude;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
      // Written by `npm run generate:api-client`; a test keeps it equal to the API document.
      'apps/api/src/contract/generated/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // TypeScript files are linted with their types: floating promises, unsafe `any` and the like.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx,mts,cts}'] })),
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['playwright.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A scrolling region with no links inside must take focus, or a keyboard user cannot scroll it.
    files: ['apps/web/**/*.tsx'],
    rules: { 'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }] },
  },
  ...apiLayers,
  ...webLayers,
  {
    // The web reaches the API only through its client (lib/api-client.ts: JSON, multipart,
    // files, keepalive), which adds the base, the headers and the timeout and maps every failure
    // to an ApiError; and names its paths only from the one table (`API` in
    // packages/contracts/src/paths.ts). The service worker answers the browser's own requests.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/features/offline/worker/**',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/features/*/testing/**',
      'apps/web/src/features/*/*/testing/**',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through lib/api-client.ts (apiRequest, apiFile, fetchResponse).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='fetch']",
          message: 'Call the API through lib/api-client.ts (apiRequest, apiFile, fetchResponse).',
        },
        {
          selector: 'Literal[value=/^\\/(api|v1)\\//]',
          message: 'Take API paths from the table (`API` in @jal/contracts/core); apiPath() adds the /api base.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(api|v1)\\//]',
          message: 'Take API paths from the table (`API` in @jal/contracts/core); apiPath() adds the /api base.',
        },
      ],
    },
  },
  {
    // Every visible string comes from the translations (English and Hindi); text written straight
    // into JSX would show in English only. Symbols go through t() too, or are aria-hidden marks.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          // Text, and the attributes people read or hear; other attributes hold code (paths, ids).
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['^(alt|title|placeholder|label|aria-label|aria-description|aria-roledescription|aria-valuetext)$'],
          },
          // bootString() holds the few strings shown before the translations arrive.
          callees: { exclude: [...i18nextDefaultCallees(), 'bootString'] },
        },
      ],
    },
  },
);
