import { modelMoveReport, releaseHeldBackModel } from "@faircarat/core";
import { createDb } from "@faircarat/db";
import { parseEnv } from "../env";
import { formatModelMove } from "./format-model-move";

const explanations = {
  not_found: "no stored model of this server's format has that id",
  not_held_back: "that model is not held back",
} as const;

/**
 * `npm run pricing:release`: prints what the newest model moved since the last released one and
 * which sources changed (files added, corrected, removed, quarantined). `npm run pricing:release
 * -- <model-id>` prints the same for that model and serves it (readiness shows the id under
 * heldBackModel), once an operator has checked that the market did move that far; later models
 * are then held to it.
 */
async function main() {
  const argument = process.argv[2];
  const modelId = argument === undefined ? undefined : Number(argument);
  if (modelId !== undefined && (!Number.isSafeInteger(modelId) || modelId <= 0)) {
    console.error(
      "Usage: npm run pricing:release [-- <model-id>] (the id readiness shows under heldBackModel)",
    );
    process.exitCode = 2;
    return;
  }
  const database = createDb(parseEnv().databaseUrl);
  try {
    await database.migrate();
    const report = await modelMoveReport(database.db, modelId);
    if (!report) {
      console.error(`Not released: ${explanations.not_found}.`);
      process.exitCode = 1;
      return;
    }
    console.log(formatModelMove(report));
    if (modelId === undefined) {
      if (report.heldBack)
        console.log(`Release it with: npm run pricing:release -- ${report.modelId}`);
      return;
    }
    const outcome = await releaseHeldBackModel(database.db, modelId);
    if (outcome.released)
      console.log(
        `Model ${modelId} released: every server process serves it from its next poll (within a minute), and later models are held to it.`,
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
