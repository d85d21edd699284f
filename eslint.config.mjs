// ESLint (flat config): TypeScript's recommended rules and React's rules of hooks over every script
// the site runs, builds or tests with. `npm run lint` runs it, then Prettier's check.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const NO_THEME = { regex: '(^|/)\\.dumi(/|$)|^(@@/)?dumi/theme/', message: 'src/ never imports the theme (.dumi/).' };
const NO_PLUGINS = {
  regex: '(^|/)plugins(/|$)',
  allowTypeImports: true,
  message: 'Code that runs in the browser never imports the build plugins (src/plugins/).',
};
// Search's build and dev-server code; from src/search/client/, `../node/`.
const NO_SEARCH_NODE = {
  regex: '(^|/)search/node(/|$)|^\\.\\./node(/|$)',
  allowTypeImports: true,
  message: "Code that runs in the browser never imports search's build code (src/search/node/).",
};

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
      '.lighthouseci/**',
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
  // The layout: the theme may use src/, never the other way round; and what runs in the browser (the
  // theme, the runtime, the stand-ins, the site's data, search's engine and worker) never imports the
  // build's plugins or search's build code: a type from one, erased when compiled, carries none of its code.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_THEME] }] },
  },
  {
    files: ['src/{runtime,stand-ins,site,search/client}/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_THEME, NO_PLUGINS, NO_SEARCH_NODE] }] },
  },
  {
    files: ['.dumi/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_PLUGINS, NO_SEARCH_NODE] }] },
  },
);
