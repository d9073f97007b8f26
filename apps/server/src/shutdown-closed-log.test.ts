import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { freePort } from "./testing/server-process";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

it(
  "exits promptly on SIGTERM after whatever read its log has gone away",
  { timeout: 240_000 },
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "faircarat-closed-log-"));
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        MARKET_FEEDS: path.join(dataDir, "no-feeds"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      let output = "";
      let errors = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (errors += chunk));
      const exited = new Promise<number | null>((resolve) =>
        child.once("exit", (code) => resolve(code)),
      );
      const deadline = Date.now() + 200_000;
      while (!output.includes("FairCarat is ready at")) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      child.stdout.destroy(); // the log's reader is gone: the next line written meets EPIPE
      const signalled = Date.now();
      child.kill("SIGTERM");
      const outcome = await Promise.race([
        exited.then(() => "exited"),
        new Promise((resolve) => setTimeout(() => resolve("still running"), 15_000)),
      ]);
      expect(outcome, errors).toBe("exited");
      expect(Date.now() - signalled).toBeLessThan(15_000);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
