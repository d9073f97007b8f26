import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Layering from docs/ARCHITECTURE.md (dependency rules): which workspace may import which. */
const forbid = (...packages) => ({
  "no-restricted-imports": ["error", { patterns: packages.map((name) => ({ group: [`${name}`, `${name}/*`], message: "This import breaks the layering in docs/ARCHITECTURE.md." })) }],
});

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", "packages/db/migrations/**", "**/*.tmp.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid("@faircarat/core", "@faircarat/db", "@faircarat/server") },
  },
  { files: ["**/*.test.{ts,tsx}", "**/testing/**", "e2e/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  { files: ["packages/contracts/**"], rules: forbid("@faircarat/core", "@faircarat/db") },
  { files: ["packages/db/**"], rules: forbid("@faircarat/core") },
  { files: ["packages/market/**"], rules: forbid("@faircarat/core", "@faircarat/db", "@faircarat/pricing", "@faircarat/server") },
  // The engine is pure and imports nothing of ours; its scripts may read feeds through market.
  { files: ["packages/pricing/src/**"], rules: forbid("@faircarat/contracts", "@faircarat/core", "@faircarat/db", "@faircarat/market", "@faircarat/server", "@faircarat/web") },
  {
    files: ["apps/server/src/**", "packages/core/src/**"],
    ignores: ["**/*.test.ts", "**/testing/**", "apps/server/src/main.ts", "apps/server/src/env.ts"],
    rules: { "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration in env.ts only." }] },
  },
);
