import { Hono } from "hono";
import { createApiKeyInputSchema, rowIdSchema } from "@faircarat/contracts";
import { createApiKey, listApiKeys, revokeApiKey } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/require-user";
import { readJson } from "../../validation";
import { idParam } from "../id-param";

/** The signed-in account's own API keys: list, create (secret shown once), revoke. */
export function apiKeysRoutes(deps: AppDeps) {
  const { accounts, api } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = await requireUser(accounts, c);
      c.header("Cache-Control", "no-store");
      return c.json(await listApiKeys(api, user));
    })
    .post("/", async (c) => {
      const user = await requireUser(accounts, c);
      const input = await readJson(c, createApiKeyInputSchema);
      c.header("Cache-Control", "no-store");
      return c.json(await createApiKey(api, user, input), 201);
    })
    .delete("/:id", async (c) => {
      const user = await requireUser(accounts, c);
      return c.json(await revokeApiKey(api, user, idParam(c, rowIdSchema, "No such API key.")));
    });
}
