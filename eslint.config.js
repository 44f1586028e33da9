import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
              regex: '^@/api/contract/(?!brand$|cs-path$|routes\\.gen$|messages-constants$)',
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
