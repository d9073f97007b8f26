import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { waitForMarket } from "./market";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder whose database holds the imported market and its fitted model (see below). */
    marketDataTemplate: string;
  }
}

/**
 * Imports the market snapshot and fits its model once for the whole browser suite: the built server
 * does it as on a first start, and its data folder becomes the template each pricing test's server
 * starts from (a copy), loading the stored model as a second process of a cluster would.
 */
export default async function setup(project: TestProject) {
  const template = await mkdtemp(path.join(tmpdir(), "faircarat-e2e-market-"));
  const server = await startServer({ MARKET_REFRESH_MINUTES: "0" }, { dataDir: template });
  const notReady = await waitForMarket(server, { fitted: true }).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  const code = await server.stop({ keepData: true });
  if (notReady) throw notReady;
  if (code !== 0)
    throw new Error(`the market template's server exited with ${code}:\n${server.logs()}`);
  project.provide("marketDataTemplate", template);
  return () => rm(template, { recursive: true, force: true });
}
