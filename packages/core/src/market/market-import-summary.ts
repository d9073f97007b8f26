import type {
  IndexImportRecord,
  MarketImportProblem,
  MarketSourceKind,
  RejectedRecord,
} from "@faircarat/db";

export type { IndexImportRecord, MarketImportProblem, MarketSourceKind, RejectedRecord };

export interface MarketImportCounts {
  /** Records read from the feed, accepted or not. */
  read: number;
  /** Stones seen for the first time. */
  imported: number;
  /** Known stones whose price or grades changed. */
  updated: number;
  /** Known stones seen again as they were (their last-seen day may move on). */
  unchanged: number;
  rejected: number;
  rejectedByReason: Record<string, number>;
}

export interface MarketImportSummary extends MarketImportCounts {
  importId: number;
  source: string;
  seconds: number;
  /** The index editions read in the same run; null when none are configured or nothing changed. */
  index: IndexImportRecord | null;
  /** The build of the market the run left serving (its own id when it rebuilt the market). */
  generation: number;
  /** Files refused whole: the market was built without them. */
  quarantined: MarketImportProblem[];
  /** Source URLs that gave no document this run: the version each gave last (if any) stays. */
  unreachable: MarketImportProblem[];
}

export interface MarketImportProgress extends MarketImportCounts {
  bytesRead: number;
  totalBytes: number;
}

export type MarketImportResult =
  | { ok: true; summary: MarketImportSummary }
  | {
      ok: false;
      reason: "import_running" | "feed_not_found" | "feed_unchanged" | "aborted";
      source: string;
    };

export const emptyCounts = (): MarketImportCounts => ({
  read: 0,
  imported: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  rejectedByReason: {},
});

export function countRejection(counts: MarketImportCounts, reason: string): void {
  counts.rejected += 1;
  counts.rejectedByReason[reason] = (counts.rejectedByReason[reason] ?? 0) + 1;
}

/** The problems of a run in one line for its `error` column and the log: "file: reason; ...". */
export function describeProblems(problems: readonly MarketImportProblem[]): string {
  return problems
    .map((problem) =>
      problem.file ? `${problem.file}: ${problem.reason}` : `${problem.source}: ${problem.reason}`,
    )
    .join("; ");
}

/**
 * Files that yielded no valid record, and were not already refused whole: a file of junk or of
 * another kind fails the import (the model in use stays), never counts as a successful import of
 * none.
 */
export function filesWithoutValidRows(
  source: MarketSourceKind,
  validRowsByFile: ReadonlyMap<string, number>,
  refused: readonly MarketImportProblem[],
): MarketImportProblem[] {
  const refusedFiles = new Set(refused.map((problem) => problem.file));
  return [...validRowsByFile]
    .filter(([file, valid]) => valid === 0 && !refusedFiles.has(file))
    .map(([file]) => ({ source, file, reason: "no_valid_rows" }));
}
