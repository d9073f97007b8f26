import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { createWorker, OEM } from "tesseract.js";

/** Enough for a report's small print; larger photos only slow OCR down. */
const MAX_SIDE_PX = 2000;
/** A 10 MB file can still claim billions of pixels (a decompression bomb); refuse those unread. */
const MAX_INPUT_PIXELS = 60_000_000;
/** The English model shipped in @tesseract.js-data/eng: nothing is downloaded at run time. */
const languageDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

/**
 * A photo made ready for OCR: turned upright by its EXIF orientation, scaled to fit 2000 px,
 * greyscale, as a quickly compressed PNG. sharp checks the pixel count in the header, before
 * decoding.
 */
function preparePhoto(bytes) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

const startWorker = () =>
  createWorker("eng", OEM.LSTM_ONLY, { langPath: languageDir, cacheMethod: "none", gzip: true });

/**
 * Reads photos by offline OCR with one tesseract.js worker, kept warm (and started again if it
 * fails).
 */
export function createPhotoTextReader() {
  let worker;
  /** Starts the worker and loads the model now, rather than with the first photo. */
  const warmUp = async () => {
    worker ??= startWorker();
    await worker;
  };
  const read = async (bytes) => {
    let photo;
    try {
      photo = await preparePhoto(bytes);
    } catch (error) {
      const message = String(error?.message ?? error);
      return /pixel limit/i.test(message)
        ? { outcome: "too-many-pixels" }
        : { outcome: "unreadable", message };
    }
    try {
      worker ??= startWorker();
      const result = await (await worker).recognize(photo);
      return { outcome: "text", text: result.data.text };
    } catch (error) {
      const stale = worker;
      worker = undefined;
      void stale?.then((w) => w.terminate()).catch(() => undefined);
      return { outcome: "unreadable", message: String(error?.message ?? error) };
    }
  };
  return { warmUp, read };
}
