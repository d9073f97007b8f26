// The certificate reader's own process, started by reader-process.ts. Everything a hostile file can
// make expensive (pdfjs, canvas, sharp, tesseract) runs here, so the server's memory never holds
// it: this process watches its own resident memory and kills itself past the cap, and the server
// kills it past the time cap. Either way the operating system takes all of its memory back.
import { Worker } from "node:worker_threads";

const memoryCapBytes = Number(process.argv[2]) * 1024 * 1024;
/**
 * The PDF thread's own JavaScript heap; its binary buffers are capped inside it
 * (typed-array-cap.mjs).
 */
const PDF_THREAD_LIMITS = { maxOldGenerationMb: 256, maxYoungGenerationMb: 32 };
const WATCH_INTERVAL_MS = 20;

let peakRssBytes = 0;
const watch = setInterval(() => {
  const rss = process.memoryUsage.rss();
  peakRssBytes = Math.max(peakRssBytes, rss);
  if (rss <= memoryCapBytes) return;
  clearInterval(watch);
  const die = () => process.kill(process.pid, "SIGKILL");
  setTimeout(die, 200);
  process.send?.({ type: "over-memory", rssBytes: rss }, die);
}, WATCH_INTERVAL_MS);

// The server is gone (or closed the channel): nobody needs this process any more.
process.on("disconnect", () => process.exit(0));

let pdfThread;
let nextThreadJob = 0;
function startPdfThread() {
  const thread = new Worker(new URL("./pdf-text-worker.mjs", import.meta.url), {
    resourceLimits: PDF_THREAD_LIMITS,
  });
  thread.once("exit", () => {
    if (pdfThread === thread) pdfThread = undefined;
  });
  return thread;
}

function readPdf(job) {
  const thread = (pdfThread ??= startPdfThread());
  const id = ++nextThreadJob;
  return new Promise((resolve) => {
    const finish = (outcome) => {
      thread.off("message", onMessage).off("error", onError).off("exit", onExit);
      resolve(outcome);
    };
    const onMessage = (message) => message.id === id && finish(message);
    // ERR_WORKER_OUT_OF_MEMORY: the document wanted more heap than any report needs.
    const onError = (error) =>
      finish(
        error?.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? { outcome: "too-large" }
          : { outcome: "unreadable", message: String(error?.message ?? error) },
      );
    const onExit = () => finish({ outcome: "unreadable", message: "the PDF thread stopped" });
    thread.on("message", onMessage).on("error", onError).on("exit", onExit);
    const { kind: _kind, ...request } = job;
    thread.postMessage({ ...request, id });
  });
}

// sharp, tesseract.js and its English model load with the first photo, not with the process: a
// process that only reads PDFs (or replaces one killed by a hostile PDF) is ready sooner and spends
// no CPU on them. A photo that has to wait for them says so ("loading", then "working"): its time
// cap counts from when the engine is ready.
let photoReader;
let photoReaderReady = false;
const loadPhotoReader = () =>
  (photoReader ??= import("./photo-text.mjs")
    .then(({ createPhotoTextReader }) => createPhotoTextReader())
    .then(async (reader) => {
      await reader.warmUp();
      photoReaderReady = true;
      return reader;
    }));

async function readPhoto(id, bytes) {
  if (!photoReaderReady) process.send?.({ type: "loading", id });
  const reader = await loadPhotoReader();
  process.send?.({ type: "working", id });
  return reader.read(bytes);
}

process.on("message", async (job) => {
  const { id } = job;
  let outcome;
  try {
    outcome = job.kind === "photo" ? await readPhoto(id, job.bytes) : await readPdf(job);
  } catch (error) {
    photoReader = undefined;
    outcome = { outcome: "unreadable", message: String(error?.message ?? error) };
  }
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss());
  process.send?.({ type: "done", id, outcome, peakRssBytes });
});

// Ready once the PDF thread has loaded pdfjs, so that no job's time cap pays for starting up.
pdfThread = startPdfThread();
pdfThread.once("message", () => process.send?.({ type: "ready" }));
