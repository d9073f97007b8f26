import js from "@eslint/js";
import prettier from "eslint-config-prettier/flat";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { dependencyRules, folderRules } from "./eslint.dependency-rules.js";
import { writtenRules } from "./eslint.written-rules.js";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      // The prerender's server bundle: written and removed by the build, which CI runs beside lint.
      "**/dist-ssr/**",
      "**/node_modules/**",
      "data/**",
      "packages/db/migrations/**",
      "**/*.tmp.ts",
      "**/*.lint-fixture.{ts,tsx}",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    files: ["**/*.{ts,tsx}"],
  })),
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    // Fakes of async interfaces are async without awaiting anything; that is their point, not a
    // slip.
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["apps/extension/src/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/testing/**", "apps/web/src/test/**", "e2e/**"],
    // Tests read response bodies and mock calls loosely on purpose; what they assert is checked by
    // the assertion.
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  dependencyRules,
  folderRules,
  ...writtenRules,
  {
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.{ts,tsx}"],
    ignores: [
      "**/*.test.{ts,tsx}",
      "**/testing/**",
      "packages/db/src/testing.ts",
      "apps/server/src/env.ts",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message:
            "Configuration is read once, in apps/server/src/env.ts, and passed in as arguments.",
        },
      ],
    },
  },
  // Last, so that no rule argues with Prettier about layout.
  prettier,
);
