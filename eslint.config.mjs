// @ts-check
/**
 * npm run lint (issue 23): ESLint 9 flat config with typescript-eslint's type-checked rules, React
 * hooks and jsx-a11y, then Prettier's check. The server is checked against tsconfig.server.json
 * (Node's module rules), everything else against tsconfig.json.
 */
import js from "@eslint/js";
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "dist-server/**",
      "dist-ssr/**",
      "node_modules/**",
      "tools/**",
      "bench/**",
      "docs/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      ".tmp/**",
      "data/**",
      "src/theme/defaultTheme.generated.ts",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { project: "./tsconfig.json", tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ["server/**/*.ts"],
    languageOptions: { parserOptions: { project: "./tsconfig.server.json", tsconfigRootDir: import.meta.dirname }, globals: globals.node },
  },
  {
    rules: {
      // An async function may return a promise without awaiting one on purpose: Fastify handlers
      // answer with what they return only when async, and fakes implement promise-returning ports.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Tests read response bodies (`res.json()`, `any` by nature) to assert on them.
    files: ["test/**/*.{ts,tsx}", "e2e/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      // Tests take methods off objects to patch and restore them.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  { files: ["src/**/*.{ts,tsx}", "test/**/*.{ts,tsx}"], ...reactHooks.configs.flat["recommended-latest"] },
  { files: ["src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // An eslint-disable says why, on the same line: `// eslint-disable-next-line rule -- reason`.
  comments.recommended,
  { rules: { "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }] } },
  {
    files: ["**/*.{js,cjs,mjs}"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node }, sourceType: "commonjs" },
    rules: { ...tseslint.configs.disableTypeChecked.rules, "@typescript-eslint/no-require-imports": "off" },
  },
  { files: ["eslint.config.mjs"], languageOptions: { sourceType: "module" } },
  // Its page.evaluate callbacks run in the browser.
  { files: ["scripts/screenshots.js"], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    // One-off generators run with ts-node, outside both TypeScript projects.
    files: ["scripts/**/*.ts"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { project: false, projectService: false }, globals: globals.node },
  },
);
