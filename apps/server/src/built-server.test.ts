import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
/** Inside the repository (under the ignored dist/), so that the bundles find node_modules. */
const outdir = path.join(repoRoot, "apps/server/dist", `test-build-${process.pid}`);
const run = promisify(execFile);

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startBuilt(env: Record<string, string>): Started {
  let output = "";
  const child = spawn(process.execPath, ["--enable-source-maps", path.join(outdir, "main.js")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, output: () => output, exited };
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  started: Started,
  timeoutMs = 180_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (started.child.exitCode !== null)
      throw new Error(`the built server exited while waiting for ${what}:\n${started.output()}`);
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function onePagePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(16).text("IGI LABORATORY-GROWN DIAMOND REPORT");
    doc.end();
  });
}

describe("the built server (npm start's JavaScript)", () => {
  let buildMs = 0;
  beforeAll(async () => {
    const started = performance.now();
    await run(process.execPath, ["apps/server/build/build-server.mjs", "--outdir", outdir], {
      cwd: repoRoot,
    });
    buildMs = performance.now() - started;
  }, 120_000);
  afterAll(() => rm(outdir, { recursive: true, force: true }));

  it("is plain JavaScript: main and a bundle per worker, none loading TypeScript", async () => {
    const files = (await readdir(outdir)).filter((file) => file.endsWith(".js")).sort();
    expect(files).toContain("main.js");
    expect(files).toContain("fit-worker-entry.js");
    for (const file of files) {
      const code = await readFile(path.join(outdir, file), "utf8");
      expect(code, file).not.toMatch(/from ["']tsx|tsImport\(|\.ts["']\)/);
    }
    expect(buildMs).toBeLessThan(60_000);
  });

  it("refuses to start in production on the development defaults, listing what is missing", async () => {
    const started = startBuilt({ NODE_ENV: "production" });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(
      /Invalid configuration for production[\s\S]*AUTH_SECRET[\s\S]*DATABASE_URL[\s\S]*STRIPE_SECRET_KEY/,
    );
    expect(started.output()).not.toContain("FairCarat is ready");
  });

  describe("started with no TypeScript loader", () => {
    let work = "";
    let server: Started;
    let url = "";

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), "faircarat-built-"));
      await mkdir(path.join(work, "web"));
      await writeFile(
        path.join(work, "web", "index.html"),
        '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
      );
      // A slice of the market feed: enough for the fit worker to produce a model.
      const feed = (
        await readFile(path.join(repoRoot, "../shared/data/market/listings.csv"), "utf8")
      ).split("\n");
      await writeFile(path.join(work, "listings.csv"), feed.slice(0, 1500).join("\n") + "\n");
      server = startBuilt({
        DATA_DIR: path.join(work, "data"),
        DATABASE_URL: "memory://",
        WEB_DIST: path.join(work, "web"),
        MARKET_FEEDS: path.join(work, "listings.csv"),
        MARKET_REFRESH_MINUTES: "0",
        PAYMENTS: "test",
      });
      url = await until(
        "readiness",
        () => server.output().match(/FairCarat is ready at (http:\/\/[\d.:]+)/)?.[1],
        server,
      );
    }, 240_000);

    afterAll(async () => {
      server?.child.kill("SIGTERM");
      await server?.exited;
      if (work) await rm(work, { recursive: true, force: true });
    });

    it("serves the web app, with the test-mode banner", async () => {
      const response = await fetch(`${url}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('class="test-mode-banner"');
    });

    it("answers the health endpoint, and fits the market model in its worker bundle", async () => {
      const health = await until(
        "a fitted model",
        async () => {
          const body = (await (await fetch(`${url}/api/health`)).json()) as {
            status: string;
            market: { ready: boolean };
          };
          return body.market.ready ? body : undefined;
        },
        server,
      );
      expect(health.status).toBe("ok");
      expect(server.output()).not.toMatch(/pricing model fit failed/);
    }, 240_000);

    it("renders a PDF thumbnail in the certificate worker bundle", async () => {
      const account = {
        fullName: "Build Check",
        email: "build-check@example.com",
        password: "correct horse battery",
      };
      const post = (route: string) =>
        fetch(`${url}/api/auth/${route}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: url },
          body: JSON.stringify(account),
        });
      expect((await post("sign-up")).status).toBe(201);
      const signIn = await post("sign-in");
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
      const uploaded = await fetch(`${url}/api/uploads?name=report.pdf`, {
        method: "POST",
        headers: { "Content-Type": "application/pdf", Origin: url, Cookie: cookie },
        body: await onePagePdf(),
      });
      expect(uploaded.status).toBe(201);
      const { file } = (await uploaded.json()) as { file: { id: string } };
      const thumbnail = await fetch(`${url}/api/uploads/${file.id}/thumbnail`, {
        headers: { Cookie: cookie },
      });
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get("content-type")).toBe("image/png");
    }, 60_000);
  });
});
