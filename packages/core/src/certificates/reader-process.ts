import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface PdfJob {
  kind: "pdf";
  bytes: Uint8Array;
  /** A document with more pages is refused without reading any. */
  maxPages: number;
  /** Pages read from the start (a report's fields are on its first pages). */
  readPages?: number;
  /** Render the first page of a PDF without text, for OCR. */
  renderScans?: boolean;
  /** Instead of reading: the first page drawn to fit this box, as a PNG. */
  thumbnailBox?: { widthPx: number; heightPx: number };
}

export interface PhotoJob {
  kind: "photo";
  bytes: Uint8Array;
}

export type ReaderOutcome =
  | { outcome: "text"; text: string }
  /** No text layer: the first page rendered as a PNG, to be read like a photo. */
  | { outcome: "scan"; image: Uint8Array }
  /** A thumbnail job's answer: the first page as a PNG. */
  | { outcome: "image"; image: Uint8Array }
  | { outcome: "too-many-pages"; pages: number }
  | { outcome: "too-many-pixels" }
  | { outcome: "unreadable"; message: string }
  /** Stopped at the time cap. */
  | { outcome: "timeout" }
  /** Stopped at the memory cap, or a part of the file decodes to more than any report holds. */
  | { outcome: "too-large" };

type ProcessMessage =
  | { type: "ready" }
  /** A photo job waits for the OCR engine to load (after a start): the start-up limit applies. */
  | { type: "loading"; id: number }
  /** The job's work begins: its time cap counts from now. */
  | { type: "working"; id: number }
  | { type: "done"; id: number; outcome: ReaderOutcome; peakRssBytes: number }
  | { type: "over-memory"; rssBytes: number };

const entry = fileURLToPath(new URL("./reader-process-main.mjs", import.meta.url));
/**
 * Starting a process (Node, sharp, tesseract.js, pdfjs in its thread) takes about a second; a busy
 * machine may need many.
 */
const STARTUP_TIMEOUT_MS = 30_000;

interface Started {
  child: ChildProcess;
  /** False when it failed to start in time. */
  ready: Promise<boolean>;
}

/**
 * One child process that reads certificate files, one job at a time, started on the first job. A
 * job past its time cap, or a process past its memory cap, ends with the process killed (all its
 * memory returned to the system) and a fresh one started in its place. Time caps start once the
 * process is ready: a job never pays for a start-up.
 */
export function createReaderProcess(options: { memoryCapMb: number }) {
  let current: Started | undefined;
  let closed = false;
  let nextId = 0;
  let peakRssBytes = 0;

  const start = (): Started => {
    const child = fork(entry, [String(options.memoryCapMb)], {
      // No TypeScript loader or inspector from the server's own flags: the entry is plain
      // JavaScript.
      execArgv: [`--max-old-space-size=${Math.max(64, Math.round(options.memoryCapMb / 2))}`],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    const started: Started = {
      child,
      ready: new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), STARTUP_TIMEOUT_MS);
        timer.unref();
        child.on("message", (message: ProcessMessage) => message.type === "ready" && resolve(true));
        child.once("exit", () => resolve(false)).once("error", () => resolve(false));
      }),
    };
    const forget = () => {
      if (current === started) current = undefined;
    };
    child.once("exit", forget).once("error", forget);
    child.unref();
    child.channel?.unref();
    return started;
  };

  /** Kills the process and starts its replacement, so the next job finds one ready. */
  const replace = (target: Started) => {
    target.child.kill("SIGKILL");
    if (current === target) current = closed ? undefined : start();
  };

  const send = (
    started: Started,
    job: PdfJob | PhotoJob,
    timeoutMs: number,
  ): Promise<ReaderOutcome> => {
    const { child } = started;
    const id = ++nextId;
    return new Promise((resolve) => {
      const finish = (outcome: ReaderOutcome) => {
        clearTimeout(timer);
        child.off("message", onMessage).off("exit", onExit).off("error", onError);
        child.channel?.unref();
        resolve(outcome);
      };
      const onMessage = (message: ProcessMessage) => {
        if (message.type === "loading" && message.id === id) arm(STARTUP_TIMEOUT_MS);
        else if (message.type === "working" && message.id === id) arm(timeoutMs);
        else if (message.type === "done" && message.id === id) {
          peakRssBytes = Math.max(peakRssBytes, message.peakRssBytes);
          // Its PDF thread may still be decoding what it refused.
          if (message.outcome.outcome === "too-large") replace(started);
          finish(message.outcome);
        } else if (message.type === "over-memory") {
          peakRssBytes = Math.max(peakRssBytes, message.rssBytes);
          replace(started);
          finish({ outcome: "too-large" });
        }
      };
      // Killed by a signal we did not send: its own memory watch (message lost) or the system's OOM
      // killer.
      const onExit = (_code: number | null, signal: NodeJS.Signals | null) => {
        if (!closed && (!current || current === started)) current = start();
        finish(
          signal === "SIGKILL"
            ? { outcome: "too-large" }
            : {
                outcome: "unreadable",
                message: `the reader process stopped (${signal ?? "exit"})`,
              },
        );
      };
      const onError = (error: Error) => {
        replace(started);
        finish({ outcome: "unreadable", message: error.message });
      };
      let timer: NodeJS.Timeout | undefined;
      const arm = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          replace(started);
          finish({ outcome: "timeout" });
        }, ms);
      };
      arm(timeoutMs);
      child.on("message", onMessage).once("exit", onExit).once("error", onError);
      // Keeps the caller's process alive while it waits for this answer (and only then).
      child.channel?.ref();
      child.send({ ...job, id }, (error) => {
        if (error) onError(error);
      });
    });
  };

  const run = async (job: PdfJob | PhotoJob, timeoutMs: number): Promise<ReaderOutcome> => {
    if (closed) return { outcome: "unreadable", message: "the reader is closed" };
    const started = (current ??= start());
    started.child.channel?.ref();
    const ready = await started.ready;
    started.child.channel?.unref();
    if (!ready) {
      replace(started);
      return { outcome: "unreadable", message: "the reader process did not start" };
    }
    return send(started, job, timeoutMs);
  };

  return {
    run,
    /** The highest resident memory the process reported so far (for figures, not limits). */
    peakRssBytes: () => peakRssBytes,
    close: async () => {
      closed = true;
      const last = current;
      current = undefined;
      if (!last || last.child.exitCode !== null || last.child.signalCode !== null) return;
      const exited = new Promise((resolve) => last.child.once("exit", resolve));
      // Referenced again, so that the caller's process waits for the exit it awaits.
      last.child.ref();
      last.child.kill("SIGKILL");
      await exited;
    },
  };
}

export type ReaderProcess = ReturnType<typeof createReaderProcess>;
