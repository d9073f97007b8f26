import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      // "/api/" and not "/api": the SPA has an /api-access page.
      "/api/": { target: "http://127.0.0.1:3000" },
    },
  },
  build: {
    outDir: "dist",
    // The entry (main.tsx) asks for the app only after the first paint; the app's chunks are then
    // preloaded together rather than found one import level at a time. Before the paint nothing
    // but the tiny entry competes with the page (docs/decisions/010-first-load.md).
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // What each page loads on first load, for the JavaScript budget check
    // (e2e/page-weight.e2e.test.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than app code: separate chunks cache better. The vendor group
        // holds only what every page needs; other libraries (zod, radix dialog/tabs, sonner) and
        // the icons stay with the lazy chunks that use them (docs/decisions/010-first-load.md).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: "vendor",
              test: /node_modules[\\/](react-router|@tanstack|clsx|tailwind-merge|cookie|set-cookie-parser)[\\/]/,
              priority: 10,
            },
            // The contracts' small zod-free modules the home page needs (paths, limits, grades,
            // numbers, figures...): one chunk instead of a dozen of a few hundred bytes, each with
            // its own import and export code, which put the home page over its budget.
            {
              name: "contracts",
              test: /packages[\\/]contracts[\\/]src[\\/](paths|limits|numbers|figures|grade-values|storable-text|certificate-number|diamond-titles|report-paths|idempotency-key|upload-rules|verdict-texts)\.ts$/,
              priority: 5,
            },
            // App modules and icons that seven or more chunks share: one chunk instead of dozens of
            // a few hundred bytes each, whose import and export code cost the home page 2.7 KB;
            // icons that only a lazy screen draws stay with it rather than in vendor (measured in
            // decision 010).
            {
              name: "shared",
              test: /apps[\\/]web[\\/]src[\\/]|node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 7,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
