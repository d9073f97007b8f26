import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig, type ViteUserConfig } from "vitest/config";

/**
 * Test files that need modules of their own: vi.mock only replaces a module not loaded yet, and the
 * toast test starts from no toast asked for. They run isolated (vitest.own-modules.config.ts);
 * every other file shares its worker's modules, which saves loading React and happy-dom per file.
 */
export const ownModuleTests = [
  "src/lib/toast.test.ts",
  "src/lib/mutation-failure.test.ts",
  "src/features/uploads/hooks/use-uploads.test.tsx",
];

export function webTests(test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}): ViteUserConfig {
  return defineConfig({
    root: fileURLToPath(new URL(".", import.meta.url)),
    plugins: [react()],
    resolve: {
      alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
    },
    test: {
      environment: "happy-dom",
      setupFiles: ["./src/test/setup.ts"],
      ...test,
    },
  });
}

export default webTests({
  name: "web",
  include: ["src/**/*.test.{ts,tsx}"],
  exclude: [...configDefaults.exclude, ...ownModuleTests],
  isolate: false,
});
