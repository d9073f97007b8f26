import { createCertificateReader } from "@faircarat/core";
import {
  certificatePdf,
  certificatePng,
} from "@faircarat/core/certificates/testing/certificate-files";
import { giaSample, igiSample } from "@faircarat/market/certificate/testing/sample-certificates";
import { benchHostileFiles } from "./bench-hostile-files";

const PDF_BUDGET_MS = 300;
const OCR_BUDGET_MS = 3_000;

/**
 * `npm run bench:certificates [-- runs] [--hostile-only]`: reads generated IGI and GIA reports as
 * text PDFs and as photos (offline OCR) through the server's reader, after one warm-up each, and
 * prints the medians; then feeds it hostile files and prints outcomes, times and peak memory.
 */
async function main() {
  const args = process.argv.slice(2);
  if (!args.includes("--hostile-only"))
    await benchReadTimes(Number(args.find((arg) => /^\d+$/.test(arg)) ?? 7));
  await benchHostileFiles();
}

async function benchReadTimes(runs: number) {
  const reader = createCertificateReader();
  try {
    const pdfs = await Promise.all([certificatePdf(igiSample), certificatePdf(giaSample)]);
    const photos = [certificatePng(igiSample), certificatePng(giaSample)];
    const pdf = await time(runs, (i) => reader.read(pdfs[i % 2] ?? pdfs[0], "application/pdf"));
    const ocr = await time(runs, (i) => reader.read(photos[i % 2] ?? photos[0]!, "image/png"));
    report("text PDF read", pdf, PDF_BUDGET_MS);
    report("photo OCR", ocr, OCR_BUDGET_MS);
    console.log(
      `reader process peak RSS (these reads): ${Math.round(reader.peakReaderRssBytes() / 1024 / 1024)} MB`,
    );
  } finally {
    await reader.close();
  }
}

async function time(
  runs: number,
  read: (i: number) => Promise<{ status: string }>,
): Promise<number[]> {
  // The first read starts the reader process (and loads the OCR model): measured separately.
  const warmStart = performance.now();
  const first = await read(0);
  if (first.status !== "read") throw new Error(`warm-up read failed: ${JSON.stringify(first)}`);
  console.log(
    `  first read (starts the reader process): ${(performance.now() - warmStart).toFixed(0)} ms`,
  );
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await read(i);
    if (result.status !== "read") throw new Error(`read ${i} failed: ${JSON.stringify(result)}`);
    ms.push(performance.now() - started);
  }
  return ms;
}

function report(name: string, ms: number[], budget: number) {
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const verdict = median < budget ? "within" : "OVER";
  console.log(
    `${name}: median ${median.toFixed(0)} ms of ${ms.length} (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}); budget ${budget} ms: ${verdict}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
