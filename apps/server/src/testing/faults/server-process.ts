import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  logFile: string;
  /** Whether the process is still running (it must never end by itself). */
  alive(): boolean;
  stop(): Promise<void>;
  log(): Promise<string>;
}

/** Starts `apps/server/src/main.ts` as its own process on a free loopback port. */
export async function startServer(
  env: Record<string, string>,
  workDir: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(workDir, "server.log");
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: path.join(workDir, "data"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return {
    origin,
    child,
    logFile,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
    log: () => readFile(logFile, "utf8"),
  };
}

/** Waits until the server answers and its market model is fitted. */
export async function waitUntilReady(server: ServerProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!server.alive())
      throw new Error(`the server exited while starting:\n${await server.log()}`);
    const health = await fetch(`${server.origin}/api/health`)
      .then((r) => r.json() as Promise<{ market?: { ready?: boolean } }>)
      .catch(() => null);
    if (health?.market?.ready) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s`);
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, "close");
  return port;
}
