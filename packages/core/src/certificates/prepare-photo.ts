import sharp from "sharp";

/** Enough for a report's small print; larger photos only slow OCR down. */
const MAX_SIDE_PX = 2000;
/** A 10 MB file can still claim billions of pixels (a decompression bomb); refuse those unread. */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * A photo made ready for OCR: turned upright by its EXIF orientation, scaled to fit 2000 px,
 * greyscale, as a quickly compressed PNG.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}
