import { constants, createDeflate } from "node:zlib";
import sharp from "sharp";

const MiB = 1024 * 1024;
const CHUNK_BYTES = 16 * MiB;

/**
 * Hostile PDFs for tests and benchmarks, written by hand so each is exactly what it claims to be.
 * Built in memory in well under a second: the bomb's compressed body is one flushed chunk repeated.
 */
export function pdfWithPage(options: {
  mediaBox: [number, number];
  content: Uint8Array;
  filters?: string[];
}): Uint8Array {
  const filter = options.filters?.length
    ? ` /Filter [${options.filters.map((name) => `/${name}`).join(" ")}]`
    : "";
  const objects: (string | Uint8Array)[][] = [
    ["<< /Type /Catalog /Pages 2 0 R >>"],
    ["<< /Type /Pages /Kids [3 0 R] /Count 1 >>"],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${options.mediaBox[0]} ${options.mediaBox[1]}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    ],
    [
      `<< /Length ${options.content.byteLength}${filter} >>\nstream\n`,
      options.content,
      "\nendstream",
    ],
    ["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"],
  ];
  const parts: Uint8Array[] = [];
  let offset = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? new TextEncoder().encode(part) : part;
    parts.push(bytes);
    offset += bytes.byteLength;
  };
  push("%PDF-1.4\n");
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    push(`${index + 1} 0 obj\n`);
    body.forEach(push);
    push("\nendobj\n");
  });
  const xref = offset;
  push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("")}`,
  );
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A letter-size page whose FlateDecode content stream inflates to `inflatedBytes` of zeros (default
 * 1 GiB, about 1 MB on disk). Each `variant` is a different file (another hash) of the same kind.
 */
export async function inflationBombPdf(
  options: { inflatedBytes?: number; variant?: number } = {},
): Promise<Uint8Array> {
  const width = 612 + (options.variant ?? 0);
  return pdfWithPage({
    mediaBox: [width, 792],
    content: await deflatedZeros(options.inflatedBytes ?? 1024 * MiB),
    filters: ["FlateDecode"],
  });
}

/**
 * A page of 100000 x 100000 pt (1.4 km a side) with one line of text: drawn naively, a 10000 px
 * "thumbnail".
 */
export function hugePagePdf(sidePt = 100_000): Uint8Array {
  return pdfWithPage({
    mediaBox: [sidePt, sidePt],
    content: new TextEncoder().encode("BT /F1 24 Tf 72 72 Td (Huge page) Tj ET"),
  });
}

/** A PNG of 10000 x 10000 white pixels (100 million, 300 MB decoded) in well under 1 MB. */
export async function decompressionBombPng(): Promise<Uint8Array> {
  const png = await sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: "#ffffff" },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}

const zerosCache = new Map<number, Promise<Uint8Array>>();

/** A zlib stream of `bytes` zeros (a multiple of 16 MiB), compressed about 1000 to 1. */
function deflatedZeros(bytes: number): Promise<Uint8Array> {
  let cached = zerosCache.get(bytes);
  if (!cached) zerosCache.set(bytes, (cached = buildDeflatedZeros(bytes)));
  return cached;
}

async function buildDeflatedZeros(bytes: number): Promise<Uint8Array> {
  const chunks = Math.max(2, Math.round(bytes / CHUNK_BYTES));
  // After a full flush the dictionary is empty again, so every later chunk compresses to the same
  // bytes.
  const deflate = createDeflate({ level: 9 });
  const zero = Buffer.alloc(CHUNK_BYTES);
  const flushed = async () => {
    const out: Buffer[] = [];
    const onData = (data: Buffer) => out.push(data);
    deflate.on("data", onData);
    deflate.write(zero);
    await new Promise<void>((resolve) => deflate.flush(constants.Z_FULL_FLUSH, () => resolve()));
    await new Promise((resolve) => setImmediate(resolve));
    deflate.off("data", onData);
    return Buffer.concat(out);
  };
  const first = await flushed();
  const repeated = await flushed();
  deflate.destroy();
  const total = chunks * CHUNK_BYTES;
  // The final empty block, then the Adler-32 of `total` zeros: a = 1, b = total mod 65521.
  const trailer = Buffer.from([0x03, 0x00, 0, 0, 0, 0]);
  trailer.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0, 2);
  return new Uint8Array(
    Buffer.concat([first, ...Array<Buffer>(chunks - 1).fill(repeated), trailer]),
  );
}
