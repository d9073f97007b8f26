import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * Liberation Sans (SIL Open Font License), the TrueType files pdfjs-dist ships for its standard
 * fonts: a dependency we already have, read from disk, embedded (subset) in every report.
 */
const fontsDir = path.join(
  path.dirname(require.resolve("pdfjs-dist/package.json")),
  "standard_fonts",
);

export const reportFonts = {
  regular: path.join(fontsDir, "LiberationSans-Regular.ttf"),
  bold: path.join(fontsDir, "LiberationSans-Bold.ttf"),
} as const;
