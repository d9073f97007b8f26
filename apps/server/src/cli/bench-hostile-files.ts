import { createCertificateReader, type CertificateReader } from "@faircarat/core";
import { certificatePdf } from "@faircarat/core/certificates/testing/certificate-files";
import {
  decompressionBombPng,
  hugePagePdf,
  inflationBombPdf,
} from "@faircarat/core/certificates/testing/hostile-files";
import { igiSample } from "@faircarat/market/certificate/testing/sample-certificates";

const MiB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MiB)} MB`;

/**
 * Hostile files through the server's reader (default caps), printing what each got, how long it
 * took, the server process's peak resident memory (sampled every 10 ms) and the reader process's.
 */
export async function benchHostileFiles() {
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 10);
  const reader = createCertificateReader();
  const report = await certificatePdf(igiSample);
  try {
    console.log(`hostile files (server RSS at start ${mb(startRss)}):`);
    await timed("  warm-up: a normal report", () => reader.read(report, "application/pdf"));
    const bomb = await inflationBombPdf();
    await timed(`  read a ${mb(bomb.byteLength)} PDF inflating to 1 GiB`, () =>
      reader.read(bomb, "application/pdf"),
    );
    await timed("  its thumbnail, asked next", () => reader.pdfThumbnail(bomb));
    const otherBomb = await inflationBombPdf({ variant: 1 });
    await timed("  thumbnail of another such PDF", () => reader.pdfThumbnail(otherBomb));
    await timed(`  thumbnail of a ${hugePagePdf().byteLength}-byte PDF with a 100000 pt page`, () =>
      reader.pdfThumbnail(hugePagePdf()),
    );
    const pngBomb = await decompressionBombPng();
    await timed(
      `  read a ${(pngBomb.byteLength / 1024).toFixed(0)} KB PNG of 100 million pixels`,
      () => reader.read(pngBomb, "image/png"),
    );
    await concurrentHostileReads(reader, report);
    await timed("  a normal report afterwards", () => reader.read(report, "application/pdf"));
  } finally {
    await reader.close();
    clearInterval(sampler);
  }
  console.log(
    `  server RSS: peak ${mb(peakRss)} (start ${mb(startRss)}, end ${mb(process.memoryUsage.rss())}); reader process peak ${mb(reader.peakReaderRssBytes())}`,
  );
}

/** Six hostile reads from one user at once, then a normal read from another user. */
async function concurrentHostileReads(reader: CertificateReader, report: Uint8Array) {
  const bombs = await Promise.all(
    Array.from({ length: 6 }, (_, i) => inflationBombPdf({ variant: 100 + i })),
  );
  const started = performance.now();
  const hostile = bombs.map((bomb) => reader.read(bomb, "application/pdf", "attacker"));
  const normal = await reader.read(report, "application/pdf", "user");
  const normalMs = performance.now() - started;
  const outcomes = await Promise.all(hostile);
  const busy = outcomes.filter(
    (outcome) => outcome.status === "unread" && outcome.reason.startsWith("The server is busy"),
  ).length;
  console.log(
    `  six hostile reads from one user at once, then a normal read from another: normal ${normal.status} after ${normalMs.toFixed(0)} ms;`,
  );
  console.log(
    `    all six answered after ${(performance.now() - started).toFixed(0)} ms (${busy} told busy at once)`,
  );
}

async function timed(name: string, run: () => Promise<unknown>) {
  const started = performance.now();
  const result = await run();
  const ms = (performance.now() - started).toFixed(0);
  console.log(`${name}: ${describe(result)} in ${ms} ms`);
}

function describe(result: unknown): string {
  if (!result || typeof result !== "object") return String(result);
  if ("png" in result && result.png instanceof Uint8Array) {
    const header = new DataView(result.png.buffer, result.png.byteOffset);
    return `drawn ${header.getUint32(16)} x ${header.getUint32(20)} px`;
  }
  if ("reason" in result)
    return `${"status" in result ? String(result.status) : ""} "${String(result.reason)}"`;
  return "status" in result ? String(result.status) : JSON.stringify(result);
}
