import type { Database } from "@faircarat/db";
import type { FeedFile } from "@faircarat/market";
import { importIndexCells } from "./import-index-cells";
import { importListingRows } from "./import-listing-rows";
import type { ImportPosition } from "./import-position";
import { discardBuild } from "./ledger/market-generation";
import type { SourceOutcome } from "./ledger/source-ledger";
import {
  emptyCounts,
  type IndexImportRecord,
  type MarketImportCounts,
  type MarketImportProblem,
} from "./market-import-summary";
import type { MarketImportOptions } from "./market-import-options";

export interface GenerationPlan {
  generation: number;
  listingFiles: FeedFile[];
  /** The index folder or file, and its files; null when none is configured. */
  index: { source: string; files: FeedFile[] | null } | null;
  /** Source version id by file path. */
  sourceIds: ReadonlyMap<string, number>;
  /** Files refused whole before (the same content): not read again. */
  refused: ReadonlyMap<string, string>;
  today: string;
}

export interface BuiltGeneration {
  aborted: boolean;
  counts: MarketImportCounts;
  index: IndexImportRecord | null;
  /** What each source version gave the build, by id. */
  outcomes: Map<number, SourceOutcome>;
  /** The files refused whole, with why. */
  quarantined: MarketImportProblem[];
}

/**
 * Builds the market from its files: the listing feed, then the index editions. A file refused
 * whole (not a feed, a line past the size cap, no valid row) is quarantined and the rest is built
 * without it; when such a file had already given rows, the build starts again without it, so
 * nothing of a refused file reaches the market.
 */
export async function buildGeneration(
  db: Database,
  plan: GenerationPlan,
  position: ImportPosition,
  options: MarketImportOptions,
): Promise<BuiltGeneration> {
  const refused = new Map(plan.refused);
  const sourceIdOf = (file: string) => plan.sourceIds.get(file)!;
  for (;;) {
    const counts = emptyCounts();
    const problems: MarketImportProblem[] = [];
    const listings = await importListingRows(
      db,
      plan.generation,
      plan.listingFiles.filter((file) => !refused.has(file.path)),
      sourceIdOf,
      counts,
      problems,
      position,
      plan.today,
      options,
    );
    if (listings.aborted)
      return { aborted: true, counts, index: null, outcomes: new Map(), quarantined: [] };
    const indexed = plan.index
      ? await importIndexCells(
          db,
          plan.generation,
          plan.index.source,
          plan.index.files?.filter((file) => !refused.has(file.path)) ?? null,
          sourceIdOf,
          position,
          plan.today,
          options.batchSize ?? 1000,
        )
      : null;
    problems.push(...(indexed?.problems ?? []));
    const byFile = new Map([...listings.byFile, ...(indexed?.byFile ?? [])]);
    const gaveRows = problems.some((problem) => (byFile.get(problem.file ?? "")?.valid ?? 0) > 0);
    for (const problem of problems) refused.set(problem.file ?? "", problem.reason);
    if (gaveRows) {
      await discardBuild(db, plan.generation);
      continue;
    }
    const outcomes = new Map<number, SourceOutcome>();
    for (const [file, id] of plan.sourceIds) {
      const fileCounts = byFile.get(file) ?? { valid: 0, rejected: 0 };
      outcomes.set(id, {
        rows: fileCounts.valid,
        rejected: fileCounts.rejected,
        quarantined: refused.get(file) ?? null,
      });
    }
    const quarantined = [...refused].map(([file, reason]) => ({
      source: plan.listingFiles.some((listingFile) => listingFile.path === file)
        ? ("listings" as const)
        : ("index" as const),
      file,
      reason,
    }));
    return { aborted: false, counts, index: indexed?.record ?? null, outcomes, quarantined };
  }
}
