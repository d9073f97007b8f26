import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { giaSample, igiSample } from "@faircarat/market/certificate/testing/sample-certificates";
import { certificateReasons, createCertificateReader } from "./read-certificate";
import {
  certificatePdf,
  certificatePng,
  certificateScanPdf,
  manyPagesPdf,
} from "./testing/certificate-files";
import { decompressionBombPng } from "./testing/hostile-files";

const reader = createCertificateReader();
afterAll(() => reader.close());

describe("reading certificates", () => {
  for (const sample of [igiSample, giaSample]) {
    it(`reads the ${sample.expected.lab} PDF field by field`, async () => {
      const reading = await reader.read(await certificatePdf(sample), "application/pdf");
      expect(reading.status).toBe("read");
      if (reading.status !== "read") return;
      expect(reading.source).toBe("pdf-text");
      expect(reading.fields).toEqual(sample.expected);
      expect(reading.verifyUrl).toContain(sample.expected.reportNumber);
    });

    it(`reads the ${sample.expected.lab} photo by offline OCR`, async () => {
      const reading = await reader.read(certificatePng(sample), "image/png");
      expect(reading).toMatchObject({ status: "read", source: "ocr" });
      if (reading.status !== "read") return;
      expect(reading.fields).toEqual(sample.expected);
    }, 60_000);
  }

  it("reads a scanned PDF (no text layer) by rendering its first page for OCR", async () => {
    const reading = await reader.read(await certificateScanPdf(giaSample), "application/pdf");
    expect(reading).toMatchObject({ status: "read", source: "ocr" });
    if (reading.status !== "read") return;
    expect(reading.fields).toEqual(giaSample.expected);
  }, 60_000);

  it("scales a phone-size photo down before OCR", async () => {
    const big = await sharp(certificatePng(igiSample))
      .resize({ width: 4200 })
      .jpeg({ quality: 90 })
      .toBuffer();
    const reading = await reader.read(new Uint8Array(big), "image/jpeg");
    expect(reading).toMatchObject({
      status: "read",
      fields: { reportNumber: "LG756580087", carat: 1.02, color: "F", clarity: "VS1" },
    });
  }, 60_000);

  it("refuses a decompression bomb (a small file of 100 million pixels) without decoding it", async () => {
    const bomb = await decompressionBombPng();
    expect(bomb.byteLength).toBeLessThan(10 * 1024 * 1024);
    expect(await reader.read(bomb, "image/png")).toEqual({
      status: "unread",
      reason: certificateReasons.tooManyPixels,
    });
  }, 60_000);

  it("refuses a 500-page PDF without reading it", async () => {
    const started = performance.now();
    const reading = await reader.read(await manyPagesPdf(500), "application/pdf");
    expect(reading).toEqual({ status: "unread", reason: certificateReasons.tooManyPages(500, 20) });
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 30_000);

  it("stops a read past its time cap and replaces the reader process: the next file reads", async () => {
    const slow = createCertificateReader({ pdf: { timeoutMs: 1, maxPages: 1000 } });
    try {
      const reading = await slow.read(await manyPagesPdf(200), "application/pdf");
      expect(reading).toEqual({ status: "unread", reason: certificateReasons.timeout });
      expect(await slow.read(certificatePng(igiSample), "image/png")).toMatchObject({
        status: "read",
        source: "ocr",
        fields: igiSample.expected,
      });
    } finally {
      await slow.close();
    }
  }, 120_000);

  it("says honestly why a file could not be read", async () => {
    expect(
      await reader.read(new TextEncoder().encode("%PDF-1.4 garbage"), "application/pdf"),
    ).toEqual({ status: "unread", reason: certificateReasons.unreadablePdf });
    const blank = await manyPagesPdf(1);
    expect(await reader.read(blank, "application/pdf")).toEqual({
      status: "unread",
      reason: certificateReasons.noFields,
    });
    const truncatedPng = certificatePng(igiSample).slice(0, 200);
    expect(await reader.read(truncatedPng, "image/png")).toEqual({
      status: "unread",
      reason: certificateReasons.unreadableImage,
    });
  });

  it("runs one read at a time and tells the overflow the server is busy", async () => {
    const small = createCertificateReader({ maxWaiting: 1 });
    try {
      const pdf = await certificatePdf(igiSample);
      const readings = await Promise.all([
        small.read(pdf, "application/pdf"),
        small.read(pdf, "application/pdf"),
        small.read(pdf, "application/pdf"),
      ]);
      expect(readings.map((r) => r.status)).toEqual(["read", "read", "unread"]);
      expect(readings[2]).toEqual({ status: "unread", reason: certificateReasons.busy });
    } finally {
      await small.close();
    }
  });
});
