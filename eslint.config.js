import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "app/generated/**", "node_modules/**", "tests/.results/**", ".data/**", "playwright-report/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", Buffer: "readonly" } },
  },
  {
    // Playwright fixtures: `async ({}, use) => ...` is its idiom, not a React hook.
    files: ["tests/browser/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["prisma/offline-adapter.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // Imports point down: routes -> components/modules -> utils/db. Each layer lists what it may not reach.
  {
    // Route modules reach data only through module functions that take churchId.
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/db.server", "~/generated/*", "@prisma/client"], message: "Call a module function that takes churchId instead." }] },
      ],
    },
  },
  {
    files: ["app/modules/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/components/*", "~/routes/*", "**/components/**", "**/routes/**"], message: "Modules sit below components and routes: move the shared piece down." }] },
      ],
    },
  },
  {
    files: ["app/utils/**", "app/emails/**", "app/jobs/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/modules/*", "~/components/*", "~/routes/*", "**/modules/**", "**/components/**", "**/routes/**"],
              message: "utils, e-mail templates and job definitions sit below modules: pass the value in, or move the piece down.",
            },
          ],
        },
      ],
    },
  },
);
