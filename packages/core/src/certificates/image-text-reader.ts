import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";
import { preparePhoto } from "./prepare-photo";

export type ImageTextOutcome = { outcome: "text"; text: string } | { outcome: "timeout" } | { outcome: "unreadable"; message: string };

/** The English model shipped in @tesseract.js-data/eng: nothing is downloaded at run time. */
const languageDir = path.join(path.dirname(createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/**
 * One tesseract.js worker (its own thread), kept warm between photos. A recognition that runs past
 * its time limit terminates the worker; the next photo starts a fresh one.
 */
export function createImageTextReader() {
  let worker: Promise<Worker> | undefined;
  const start = () => createWorker("eng", OEM.LSTM_ONLY, { langPath: languageDir, cacheMethod: "none", gzip: true });

  const read = async (bytes: Uint8Array, timeoutMs: number): Promise<ImageTextOutcome> => {
    let photo: Buffer;
    try {
      photo = await preparePhoto(bytes);
    } catch (error) {
      return { outcome: "unreadable", message: error instanceof Error ? error.message : String(error) };
    }
    const current = (worker ??= start());
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ImageTextOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ outcome: "timeout" }), timeoutMs);
    });
    const recognise = current
      .then((w) => w.recognize(photo))
      .then((result): ImageTextOutcome => ({ outcome: "text", text: result.data.text }))
      .catch((error: unknown): ImageTextOutcome => ({ outcome: "unreadable", message: error instanceof Error ? error.message : String(error) }));
    const outcome = await Promise.race([recognise, timeout]);
    clearTimeout(timer);
    if (outcome.outcome !== "text") {
      if (worker === current) worker = undefined;
      void current.then((w) => w.terminate()).catch(() => undefined);
    }
    return outcome;
  };

  const close = async () => {
    const current = worker;
    worker = undefined;
    if (current) await (await current).terminate();
  };
  return { read, close };
}

export type ImageTextReader = ReturnType<typeof createImageTextReader>;
