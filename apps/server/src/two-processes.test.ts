import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb } from "@faircarat/db/testing";
import { freePort, startServerProcess, type ServerProcess } from "./testing/server-process";

const snapshot = path.resolve(import.meta.dirname, "../../../../shared/data/market/listings.csv");
const REFRESH_SECONDS = 3;
const specs = { carat: 1.0, cut: "excellent", color: "g", clarity: "vs1", listedPrice: 3000 };

/**
 * Every 80th row of the development snapshot (about 500, several retailers and years), prices
 * scaled.
 */
async function writeSampleFeed(folder: string, priceFactor: number) {
  const [header, ...rows] = (await readFile(snapshot, "utf8")).trimEnd().split("\n");
  const priceColumn = header!.split(",").indexOf("price_usd");
  const sample = rows
    .filter((_, i) => i % 80 === 0)
    .map((row) => {
      const cells = row.split(",");
      cells[priceColumn] = (Number(cells[priceColumn]) * priceFactor).toFixed(2);
      return cells.join(",");
    });
  await writeFile(path.join(folder, "listings.csv"), [header, ...sample].join("\n") + "\n");
}

const count = (text: string, phrase: string) => text.split(phrase).length - 1;

/**
 * Two real server processes on one fresh PostgreSQL database: the model is fitted once, stored, and
 * loaded by both, and a feed change reaches both. Needs TEST_DATABASE_URL and the data snapshot.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !existsSync(snapshot))(
  "two server processes on one PostgreSQL database",
  () => {
    let database: DbHandle & { url: string };
    let feeds: string;
    let servers: ServerProcess[] = [];
    let publicUrl: string;

    beforeAll(async () => {
      database = await createTestDb("postgres");
      feeds = await mkdtemp(path.join(tmpdir(), "faircarat-cluster-feed-"));
      await writeSampleFeed(feeds, 1);
      const ports = [await freePort(), await freePort()];
      publicUrl = `http://127.0.0.1:${ports[0]}`;
      const env = {
        DATABASE_URL: database.url,
        MARKET_FEEDS: feeds,
        // The feed alone: published index editions would anchor the market's level and hide the
        // feed's change.
        MARKET_INDEXES: "off",
        MARKET_REFRESH_MINUTES: String(REFRESH_SECONDS / 60),
        AUTH_SECRET: "cluster-test-secret-cluster-test-secret",
        PUBLIC_URL: publicUrl,
      };
      servers = await Promise.all(ports.map((port) => startServerProcess(port, env)));
      // Starting is a few seconds on a quiet machine; a machine shared by many jobs may take
      // minutes.
    }, 240_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
      if (feeds) await rm(feeds, { recursive: true, force: true });
    });

    const health = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/api/health`);
      return ((await response.json()) as { market: { ready: boolean; fittedAt: string | null } })
        .market;
    };
    /**
     * Waits until both processes price with one model fitted after `after` (an ISO time), and
     * returns its time.
     */
    const bothOnNewModel = async (after: string) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [a, b] = await Promise.all(servers.map(health));
        if (a!.ready && b!.ready && a!.fittedAt === b!.fittedAt && a!.fittedAt! > after)
          return a!.fittedAt!;
        if (Date.now() > deadline)
          throw new Error(
            `processes not on one new model: ${JSON.stringify([a, b])}\n${servers.map((s) => s.logs()).join("\n---\n")}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const post = (server: ServerProcess, route: string, body: unknown, cookie = "") =>
      fetch(`${server.url}${route}`, {
        method: "POST",
        headers: {
          origin: publicUrl,
          cookie,
          "content-type": body === null ? "application/x-www-form-urlencoded" : "application/json",
        },
        body: body === null ? "" : JSON.stringify(body),
        redirect: "manual",
      });
    const fairValue = async (server: ServerProcess, cookie: string) => {
      const response = await post(server, "/api/analyses", specs, cookie);
      expect(response.status).toBe(201);
      return ((await response.json()) as { analysis: { fairMarketValue: number } }).analysis
        .fairMarketValue;
    };

    it("makes both ready on one stored model, follows a feed change on both, and imports and fits once per change", async () => {
      const firstModel = await bothOnNewModel("");

      const account = {
        fullName: "Cluster Buyer",
        email: `cluster-${Date.now()}@example.com`,
        password: "cluster-pw",
      };
      expect((await post(servers[0]!, "/api/auth/sign-up", account)).ok).toBe(true);
      const signIn = await post(servers[0]!, "/api/auth/sign-in", account);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const { url } = (await (
        await post(servers[0]!, "/api/billing/create-checkout", {}, cookie)
      ).json()) as { url: string };
      expect((await post(servers[0]!, `${new URL(url).pathname}/pay`, null, cookie)).status).toBe(
        303,
      );

      const before = await Promise.all(servers.map((server) => fairValue(server, cookie)));
      expect(before[0]).toBeGreaterThan(0);
      expect(before[1]).toBe(before[0]);

      await writeSampleFeed(feeds, 1.4);
      await bothOnNewModel(firstModel);
      const after = await Promise.all(servers.map((server) => fairValue(server, cookie)));
      expect(after[1]).toBe(after[0]);
      expect(after[0]! / before[0]!).toBeGreaterThan(1.25);

      const imports = await database.db
        .select()
        .from(tables.marketImports)
        .orderBy(asc(tables.marketImports.id));
      expect(imports.map((run) => run.status)).toEqual(["succeeded", "succeeded"]);
      const models = await database.db
        .select({ importId: tables.pricingModels.importId })
        .from(tables.pricingModels)
        .orderBy(asc(tables.pricingModels.id));
      expect(models.map((model) => model.importId)).toEqual(imports.map((run) => run.id));
      const logs = servers.map((server) => server.logs()).join("\n");
      expect(count(logs, "market feed imported")).toBe(2);
      expect(count(logs, "pricing model fitted")).toBe(2);
      for (const server of servers) expect(count(server.logs(), "pricing model loaded")).toBe(2);
    }, 60_000);
  },
);
