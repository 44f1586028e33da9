import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import { DOMAIN_FOLDERS } from './scripts/boundaries.mjs';

/*
 * Import boundaries (README "Layers and features"): lib -> components -> core -> features -> app,
 * one way, and a feature imports another only through its public surface (slice, selectors,
 * feature), and a sub-unit of a feature (src/features/<d>/<a>/) imports a sibling sub-unit the same
 * way. One rule per area, on `@/` imports; scripts/check-boundaries.mjs (run by `npm run lint`)
 * resolves relative imports too and fails on two-way feature pairs.
 */
const folders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = folders('src/features');
/** [domain, sub-unit] of every sub-unit: a domain's folder but its own components, pages... */
const SUB_UNITS = FEATURES.flatMap((name) =>
  folders(`src/features/${name}`)
    .filter((unit) => !DOMAIN_FOLDERS.includes(unit))
    .map((unit) => [name, unit]),
);
const layer = (name, message) => ({ regex: `^@/${name}(/|$)`, message });
const appOnlyStoreTypes = {
  regex: '^@/app/(?!store$)',
  message: 'The app layer composes features and core; nothing below it imports it.',
};
const appStoreTypesOnly = {
  regex: '^@/app/store$',
  allowTypeImports: true,
  message: 'Import RootState/AppDispatch from @/app/store as types only.',
};
const boundaries = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});
const featurePatterns = (name) => [
  {
    regex: `^@/features/(?!${name}/)[^/]+/(?!(slice|selectors|feature)$)`,
    message:
      "Another feature's internals: use its slice (actions), selectors or feature.ts; move what both need to src/components, src/core or src/lib, or compose in src/app.",
  },
  appOnlyStoreTypes,
  appStoreTypesOnly,
];
const boundaryConfigs = [
  boundaries(
    ['src/lib/**/*.{ts,tsx}'],
    ['components', 'core', 'features', 'app'].map((name) =>
      layer(name, `src/lib holds pure helpers: it imports no ${name}.`),
    ),
  ),
  boundaries(
    ['src/components/**/*.{ts,tsx}'],
    ['core', 'features', 'app', 'api'].map((name) =>
      layer(name, `Shared UI imports lib and i18n only, not ${name}.`),
    ),
  ),
  boundaries(
    ['src/core/**/*.{ts,tsx}'],
    [
      layer('features', 'Core is shared infrastructure: features build on it, not the reverse.'),
      appOnlyStoreTypes,
      appStoreTypesOnly,
    ],
  ),
  ...FEATURES.map((name) =>
    boundaries([`src/features/${name}/**/*.{ts,tsx}`], featurePatterns(name)),
  ),
  // A later config's rule replaces the earlier one's: a sub-unit's carries its feature's too.
  ...SUB_UNITS.map(([name, unit]) =>
    boundaries(
      [`src/features/${name}/${unit}/**/*.{ts,tsx}`],
      [
        {
          regex: `^@/features/${name}/(?!(${[unit, ...DOMAIN_FOLDERS].join('|')})/)[^/]+/(?!(slice|selectors|feature)$)`,
          message: `A sibling sub-unit's internals: use its slice, selectors or feature; move what both need to src/features/${name}/ (or src/components, src/core, src/lib).`,
        },
        ...featurePatterns(name),
      ],
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*/**',
      '.features-gen*/**',
      'reports-*/**',
      'test-results-*/**',
      'dist-demo',
      'node_modules',
      '.features-gen',
      'reports',
      'test-results',
      'public',
      '.mock-data',
      'build',
      '.ladle/build',
      '.prof/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Keep zod off the first page: app code imports the contract's schemas as types only.
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/core/**/*.{ts,tsx}',
      'src/features/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/api/contract/(?!constants$|start-constants$|cs-path$|routes\\.gen$)',
              allowTypeImports: true,
              message:
                'Import contract schemas as types only (zod stays out of the app bundle); constants live in zod-free modules.',
            },
            {
              group: ['zod'],
              allowTypeImports: true,
              message: 'zod belongs to the contract, not the app bundle.',
            },
          ],
        },
      ],
    },
  },
  ...boundaryConfigs,
  {
    // Server HTML reaches the page only through the one sanitising policy (SafeHtml, src/lib/sanitize*).
    files: ['src/**/*.{ts,tsx}', '.ladle/**/*.{ts,tsx}'],
    ignores: ['src/components/SafeHtml.tsx', 'src/lib/sanitize*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/]',
          'CallExpression[callee.property.name=/^(insertAdjacentHTML|setHTML|setHTMLUnsafe|createContextualFragment|parseHTMLUnsafe)$/]',
          "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
        ].map((selector) => ({
          selector,
          message:
            'Render server HTML with <SafeHtml> (src/lib/sanitize.ts), the one sanitising policy.',
        })),
      ],
    },
  },
  {
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    files: ['features/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    files: ['mocks/server.ts', 'mocks/reset.ts', 'scripts/**/*.ts', 'scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
