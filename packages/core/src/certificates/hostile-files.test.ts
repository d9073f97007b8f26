import { afterAll, describe, expect, it } from "vitest";
import { igiSample } from "@faircarat/market/certificate/testing/sample-certificates";
import { certificateReasons, createCertificateReader } from "./read-certificate";
import { certificatePdf } from "./testing/certificate-files";
import { hugePagePdf, inflationBombPdf, pdfWithPage } from "./testing/hostile-files";

const MiB = 1024 * 1024;
/**
 * Long enough that the decode and memory caps, not the time cap, stop the bomb even on a busy
 * machine.
 */
const PATIENT = { pdf: { timeoutMs: 120_000 } };

function pngSize(png: Uint8Array) {
  expect([...png.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  const header = new DataView(png.buffer, png.byteOffset);
  return { width: header.getUint32(16), height: header.getUint32(20) };
}

/** Samples this (the server's) process's resident memory until stopped. */
function watchRss() {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  return () => {
    clearInterval(timer);
    return { growthMb: (peak - start) / MiB };
  };
}

describe("hostile files", () => {
  const reader = createCertificateReader(PATIENT);
  afterAll(() => reader.close());

  it("refuses a 1 MB PDF whose page stream inflates to 1 GiB, with both processes' memory bounded", async () => {
    const bomb = await inflationBombPdf();
    expect(bomb.byteLength).toBeLessThan(1.1 * MiB);
    const stopWatching = watchRss();
    const reading = await reader.read(bomb, "application/pdf");
    const { growthMb } = stopWatching();
    expect(reading).toEqual({ status: "unread", reason: certificateReasons.tooLarge });
    // The reader's process stopped at the 128 MiB decode cap, far below the 768 MB memory cap...
    expect(reader.peakReaderRssBytes() / MiB).toBeLessThan(500);
    // ...and the server's own process never held any of it.
    expect(growthMb).toBeLessThan(100);
    // Asked again (its thumbnail), the file is refused from memory of the first attempt.
    expect(await reader.pdfThumbnail(bomb)).toEqual({
      status: "refused",
      reason: certificateReasons.tooLarge,
    });
  }, 180_000);

  it("draws a thumbnail at most 160 px wide (and 640 px tall) whatever the page size", async () => {
    const drawn = async (pdf: Uint8Array) => {
      const thumbnail = await reader.pdfThumbnail(pdf);
      if (thumbnail.status !== "drawn") throw new Error(JSON.stringify(thumbnail));
      return pngSize(thumbnail.png);
    };
    const text = new TextEncoder().encode("BT /F1 24 Tf 72 72 Td (Page) Tj ET");
    expect(hugePagePdf().byteLength).toBeLessThan(1024);
    expect(await drawn(hugePagePdf())).toEqual({ width: 160, height: 160 });
    expect(await drawn(pdfWithPage({ mediaBox: [1, 100_000], content: text }))).toEqual({
      width: 1,
      height: 640,
    });
    expect(await drawn(pdfWithPage({ mediaBox: [100_000, 1], content: text }))).toEqual({
      width: 160,
      height: 1,
    });
    expect(await drawn(await certificatePdf(igiSample))).toEqual({ width: 160, height: 207 });
  }, 60_000);

  it("kills a reader process past its memory cap, replaces it, and reads the next certificate", async () => {
    const capped = createCertificateReader({ ...PATIENT, memoryCapMb: 200 });
    try {
      const reading = await capped.read(await inflationBombPdf({ variant: 1 }), "application/pdf");
      expect(reading).toEqual({ status: "unread", reason: certificateReasons.tooLarge });
      // The process reported going over its cap (rather than the decode cap refusing first).
      expect(capped.peakReaderRssBytes() / MiB).toBeGreaterThan(200);
      expect(await capped.read(await certificatePdf(igiSample), "application/pdf")).toMatchObject({
        status: "read",
        fields: igiSample.expected,
      });
    } finally {
      await capped.close();
    }
  }, 180_000);

  it("lets another user's read go next while one user's hostile reads wait their turns", async () => {
    const shared = createCertificateReader({ pdf: { timeoutMs: 3_000 } });
    const finished: string[] = [];
    const track = <T>(name: string, reading: Promise<T>) =>
      reading.then((result) => (finished.push(name), result));
    try {
      const bombs = await Promise.all(
        Array.from({ length: 6 }, (_, i) => inflationBombPdf({ variant: 10 + i })),
      );
      const hostile = bombs.map((bomb, i) =>
        track(`hostile ${i}`, shared.read(bomb, "application/pdf", "attacker")),
      );
      const normal = track(
        "normal",
        shared.read(await certificatePdf(igiSample), "application/pdf", "user"),
      );
      // One running, four waiting: the attacker's sixth is told the server is busy at once.
      expect(await hostile[5]).toEqual({ status: "unread", reason: certificateReasons.busy });
      expect(await normal).toMatchObject({ status: "read", fields: igiSample.expected });
      // The normal read waited for the one hostile read already running, and no other.
      expect(finished.slice(0, 3)).toEqual(["hostile 5", "hostile 0", "normal"]);
      expect(await hostile[0]).toMatchObject({ status: "unread" });
    } finally {
      await shared.close();
    }
  }, 120_000);
});
