// ESLint (flat config): TypeScript's recommended rules and React's rules of hooks over every script
// the site runs, builds or tests with. `npm run lint` runs it, then Prettier's check.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.dumi/tmp*/**',
      'src/generated/**',
      'test-results/**',
      'playwright-report/**',
      '.analyze/**',
      'server/**',
    ],
  },
  ...tseslint.configs.recommended,
  // React code: the theme, the site's runtime and the demos (Playwright's fixtures call a `use` of their own).
  { files: ['.dumi/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'docs/**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
