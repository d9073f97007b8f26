import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { waitForMarket, type MarketReady } from "./market";
import { startServer, withoutMarketData, type RunningServer, type ServerAddress } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server the files without a market share (see `siteServer` in suite.ts). */
    siteServer: ServerAddress;
    /**
     * Where the market's readiness is written (a `MarketReady` as JSON) once the template and the
     * shared pricing server are ready, or why they could not be made.
     */
    marketReadyFile: string;
  }
}

/** Room for the many sign-ups, sign-ins and analyses the browser files make on one server. */
export const busyServerEnv = {
  AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  ANALYSIS_RATE_LIMIT_PER_MINUTE: "1000",
};

/**
 * Starts what the browser files share, once for the whole suite (decision 054):
 *
 * - the **site server**, without market data, for the files that never price a diamond;
 * - in the background, the **market template**: the built server imports the market snapshot and
 *   fits its model as on a first start, and its data folder becomes the template that pricing
 *   servers start from (a copy), loading the stored model as a second process of a cluster would;
 *   then the **pricing server** on a copy of it, shared by the pricing files.
 *
 * The files without a market run while the market is made (it keeps about one core busy for half a
 * minute); a pricing file waits for it (`marketReady()` in market.ts). Files whose tests need an
 * environment of their own, or read a log no other file may write to, start their own server.
 * Every server these start must stop cleanly: one that does not fails the run.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "faircarat-e2e-shared-"));
  const template = path.join(folder, "market-template");
  const marketReadyFile = path.join(folder, "market-ready.json");
  const servers: RunningServer[] = [];
  let stopping = false;

  const site = await startServer({ ...withoutMarketData, ...busyServerEnv });
  servers.push(site);
  project.provide("siteServer", site.address);
  project.provide("marketReadyFile", marketReadyFile);

  const market = (async (): Promise<MarketReady> => {
    const templateServer = await startServer(
      { MARKET_REFRESH_MINUTES: "0" },
      { dataDir: template },
    );
    const notReady = await waitForMarket(templateServer, { fitted: true, abandon: () => stopping })
      .then(() => null)
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    const code = await templateServer.stop({ keepData: true });
    if (notReady) throw notReady;
    if (code !== 0)
      throw new Error(
        `the market template's server exited with ${code}:\n${templateServer.logs()}`,
      );
    const pricing = await startServer(busyServerEnv, { copyOf: template });
    servers.push(pricing);
    await waitForMarket(pricing, { abandon: () => stopping });
    return { template, pricingServer: pricing.address };
  })().catch((error: unknown) => ({
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }));
  // Written aside and renamed, so a file polling for it never reads half of it.
  void market.then(async (ready) => {
    await writeFile(`${marketReadyFile}.partial`, JSON.stringify(ready));
    await rename(`${marketReadyFile}.partial`, marketReadyFile);
  });

  return async () => {
    // A run of files that need no market (one file, say) does not wait for it to be made.
    stopping = true;
    await market;
    const unclean: string[] = [];
    for (const server of servers) {
      const code = await server.stop();
      if (code !== 0) unclean.push(`${server.url} exited with ${code}:\n${server.logs()}`);
    }
    await rm(folder, { recursive: true, force: true });
    if (unclean.length > 0) {
      // An error thrown here is only printed; the exit code is what fails the run.
      process.exitCode = 1;
      throw new Error(`a shared server did not stop cleanly:\n${unclean.join("\n")}`);
    }
  };
}
