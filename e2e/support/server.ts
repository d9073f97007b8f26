import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, readFileSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** A running server as a test sees it: its own or one the suite shares (see shared-servers.ts). */
export interface ServerHandle {
  url: string;
  dataDir: string;
  /** Everything the server has printed so far. */
  logs: () => string;
  /** Verification links written to the outbox for one address. */
  outboxLinks(email: string): Promise<string[]>;
}

/** What a worker needs to reach a server started in another process: plain data, as `provide` takes. */
export interface ServerAddress {
  url: string;
  dataDir: string;
  /** The file the server's output is copied to. */
  logFile: string;
}

/** A server this process started. */
export interface RunningServer extends ServerHandle {
  address: ServerAddress;
  /**
   * Ends the server (SIGTERM) and its data folder, unless told to keep it; resolves to the exit
   * code.
   */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

export interface StartOptions {
  /** Run on this data folder (kept as it is) instead of a new one. */
  dataDir?: string;
  /** Start from a copy of this data folder (e.g. one whose database already holds the market). */
  copyOf?: string;
}

/** A server another process started (and stops): its log read from the file it is copied to. */
export function serverAt(address: ServerAddress): ServerHandle {
  return {
    url: address.url,
    dataDir: address.dataDir,
    logs: () => readFileSync(address.logFile, "utf8"),
    outboxLinks: (email) => outboxLinks(address.dataDir, email),
  };
}

async function outboxLinks(dataDir: string, email: string): Promise<string[]> {
  const outbox = path.join(dataDir, "outbox");
  const files = (await readdir(outbox).catch(() => []))
    .filter((file) => file.endsWith(`-${email}.eml`))
    .sort();
  const links: string[] = [];
  for (const file of files) {
    // Quoted-printable soft line breaks ("=\n") and "=3D" would break the link otherwise.
    const text = (await readFile(path.join(outbox, file), "utf8"))
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    links.push(...(text.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/g) ?? []));
  }
  return links;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** For tests that never price a diamond: skip importing the market snapshot (saves CPU). */
export const withoutMarketData = {
  MARKET_FEEDS: "/nonexistent/faircarat-no-market",
  MARKET_REFRESH_MINUTES: "0",
};

/**
 * Starts the built server, `npm start`'s JavaScript (run `npm run build` first), on a free port
 * with a data folder of its own.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "faircarat-e2e-")));
  if (options.copyOf) await cp(options.copyOf, dataDir, { recursive: true });
  // Beside the data folder, not in it: a copy of the folder must not carry another server's log.
  const logFile = `${dataDir}.log`;
  let output = "";
  const child: ChildProcess = spawn(
    process.execPath,
    ["--enable-source-maps", "apps/server/dist/main.js"],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    appendFileSync(logFile, chunk);
  };
  child.stdout?.on("data", record);
  child.stderr?.on("data", record);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 110_000;
  while (!output.includes("FairCarat is ready at")) {
    const problem =
      child.exitCode !== null
        ? "server exited early"
        : Date.now() > deadline
          ? "server did not start"
          : null;
    if (problem) {
      // Not left running, nor its folder left behind, by a test that has given up on it.
      child.kill("SIGKILL");
      await exited;
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      await rm(logFile, { force: true });
      throw new Error(`${problem}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    address: { url, dataDir, logFile },
    logs: () => output,
    outboxLinks: (email) => outboxLinks(dataDir, email),
    async stop({ keepData = false } = {}) {
      child.kill("SIGTERM");
      const code = await exited;
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
      await rm(logFile, { force: true });
      return code;
    },
  };
}
