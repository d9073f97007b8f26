// Prints how long the extension's page read takes (readRetailerPage) on the James Allen fixture and
// on the same page padded to 1 MB and 2 MB of markup, as large retailer pages are: medians of 15
// runs, and the ratio to the generic parseListingPage on the same page in the same run.
import { readFileSync } from "node:fs";
import { parseListingPage } from "../src/listing/parse-listing-page";
import { readRetailerPage } from "../src/listing/retailers/read-retailer-page";

const url =
  "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-excellent-cut-sku-12345678";
const fixture = readFileSync(
  new URL("../src/listing/retailers/fixtures/james-allen.html", import.meta.url),
  "utf8",
);
const padded = (bytes: number) =>
  fixture.replace(
    "<footer>",
    `<footer>${'<div class="tile"><a href="/x">Ring</a><span>$1,000</span></div>'.repeat(Math.ceil(bytes / 64))}`,
  );

function median(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[7] ?? Number.NaN;
}

for (const [name, html] of [
  ["fixture", fixture],
  ["1 MB", padded(1_000_000)],
  ["2 MB", padded(2_000_000)],
] as const) {
  const own = median(() => readRetailerPage(url, html));
  const generic = median(() => parseListingPage(html));
  console.log(
    `${name.padEnd(8)} ${(html.length / 1024).toFixed(0).padStart(5)} KB  readRetailerPage ${own.toFixed(1)} ms median, parseListingPage ${generic.toFixed(1)} ms (ratio ${(own / generic).toFixed(2)})`,
  );
}
