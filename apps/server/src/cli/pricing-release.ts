import { releaseHeldBackModel } from "@faircarat/core";
import { createDb } from "@faircarat/db";
import { parseEnv } from "../env";

const explanations = {
  not_found: "no stored model of this server's format has that id",
  not_held_back: "that model is not held back",
} as const;

/**
 * `npm run pricing:release -- <model-id>`: serves a model the probe held back (readiness names it
 * under `heldBackModel`), once an operator has checked that the market did move that far.
 */
async function main() {
  const modelId = Number(process.argv[2]);
  if (!Number.isSafeInteger(modelId) || modelId <= 0) {
    console.error(
      "Usage: npm run pricing:release -- <model-id> (the id readiness shows under heldBackModel)",
    );
    process.exitCode = 2;
    return;
  }
  const database = createDb(parseEnv().databaseUrl);
  try {
    await database.migrate();
    const outcome = await releaseHeldBackModel(database.db, modelId);
    if (outcome.released)
      console.log(
        `Model ${modelId} released: every server process serves it from its next poll (within a minute).`,
      );
    else {
      console.error(`Not released: ${explanations[outcome.reason]}.`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
