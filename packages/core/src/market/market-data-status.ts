import { asc, count, desc, eq, max, ne, sql } from "drizzle-orm";
import { type Database, inCurrentCells, inCurrentListings, tables } from "@faircarat/db";
import type { Logger } from "../logger";
import { STORED_MODEL_FORMAT } from "../pricing-models/stored-model-format";
import type { MarketImportProblem, MarketSourceKind } from "./market-import-summary";

const runs = tables.marketImports;
const stones = tables.marketListings;
const cells = tables.marketIndexCells;
const models = tables.pricingModels;
const versions = tables.marketSources;
const urlChecks = tables.marketSourceChecks;

export interface MarketSourceStatus {
  source: MarketSourceKind;
  /** Stored rows: stones of the listing feed, cells of the index editions (published or not). */
  rows: number;
  /** The newest day the source saw: a stone's last sighting, a cell's collection day. */
  newestDate: string | null;
  /** The end of the newest run that completed this source. */
  lastSuccessAt: Date | null;
  /**
   * The end of the newest run that failed on this source (a failure naming no file counts for the
   * listing feed, the run's own source).
   */
  lastFailureAt: Date | null;
}

export interface FailedImport {
  importId: number;
  failedAt: Date | null;
  error: string;
  problems: MarketImportProblem[];
}

export interface HeldBackModel {
  modelId: number;
  importId: number;
  fittedAt: Date;
  reason: string;
}

/** A file refused whole: its rows are not in the market (decision 055). */
export interface QuarantinedFile {
  source: MarketSourceKind;
  file: string;
  reason: string;
  /** The run that refused it. */
  importId: number;
}

/**
 * A source read from a URL whose newest request got no document (decision 055): the version it
 * gave last, if any, stays in the market.
 */
export interface UnreachableSource {
  source: MarketSourceKind;
  url: string;
  reason: string;
  failingSince: Date;
  /** The newest request it answered (a document or a 304), or null: never. */
  lastAnsweredAt: Date | null;
}

export interface MarketDataStatus {
  sources: MarketSourceStatus[];
  /** Files among the sources that were refused whole, so the market is built without them. */
  quarantined: QuarantinedFile[];
  /** URL sources that did not answer their newest request. */
  unreachable: UnreachableSource[];
  /**
   * The newest finished import, when it failed: the files it could not read (named) or what stopped
   * it.
   */
  failedImport: FailedImport | null;
  /**
   * The newest fitted model, when it is held back (the one before it serves): why, for the
   * operator.
   */
  heldBackModel: HeldBackModel | null;
}

/** A failed run that stopped for shutdown is not a failure of the data. */
const failedRun = sql`${runs.status} in ('failed', 'abandoned') and coalesce(${runs.error}, '') <> 'aborted'`;
const namesSource = (source: MarketSourceKind) =>
  sql`${runs.problems} @> ${JSON.stringify([{ source }])}::jsonb`;

/**
 * Where the market sources stand, from the database: what each holds and when it last imported or
 * failed.
 */
export async function readMarketDataStatus(db: Database): Promise<MarketDataStatus> {
  const [[listings], [index], [times], [newestFinished], [newestModel], quarantined, unreachable] =
    await Promise.all([
      db
        .select({ rows: count(), newest: max(stones.lastSeenOn) })
        .from(stones)
        .where(inCurrentListings()),
      db
        .select({ rows: count(), newest: max(cells.collectedOn) })
        .from(cells)
        .where(inCurrentCells()),
      db
        .select({
          listingsOk: sql<
            string | null
          >`max(${runs.finishedAt}) filter (where ${runs.status} = 'succeeded')`,
          indexOk: sql<
            string | null
          >`max(${runs.finishedAt}) filter (where ${runs.status} = 'succeeded' and (${runs.indexSummary} ->> 'found') = 'true')`,
          listingsFailed: sql<
            string | null
          >`max(${runs.finishedAt}) filter (where ${failedRun} and (${runs.problems} = '[]'::jsonb or ${namesSource("listings")}))`,
          indexFailed: sql<
            string | null
          >`max(${runs.finishedAt}) filter (where ${failedRun} and ${namesSource("index")})`,
        })
        .from(runs),
      db
        .select({
          id: runs.id,
          status: runs.status,
          error: runs.error,
          problems: runs.problems,
          finishedAt: runs.finishedAt,
        })
        .from(runs)
        .where(ne(runs.status, "running"))
        .orderBy(desc(runs.id))
        .limit(1),
      db
        .select({
          modelId: models.id,
          importId: models.importId,
          fittedAt: models.createdAt,
          reason: models.heldBack,
        })
        .from(models)
        .where(eq(models.format, STORED_MODEL_FORMAT))
        .orderBy(desc(models.id))
        .limit(1),
      db
        .select({
          source: versions.kind,
          file: versions.location,
          reason: versions.reason,
          importId: versions.importId,
        })
        .from(versions)
        .where(eq(versions.status, "quarantined"))
        .orderBy(asc(versions.location)),
      db
        .select({
          source: urlChecks.kind,
          url: urlChecks.location,
          reason: urlChecks.error,
          failingSince: urlChecks.failingSince,
          lastAnsweredAt: urlChecks.lastAnsweredAt,
        })
        .from(urlChecks)
        .where(eq(urlChecks.outcome, "failed"))
        .orderBy(asc(urlChecks.location)),
    ]);
  const at = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  const failed =
    newestFinished && newestFinished.status !== "succeeded" && newestFinished.error !== "aborted";
  return {
    sources: [
      {
        source: "listings",
        rows: listings?.rows ?? 0,
        newestDate: listings?.newest ?? null,
        lastSuccessAt: at(times?.listingsOk),
        lastFailureAt: at(times?.listingsFailed),
      },
      {
        source: "index",
        rows: index?.rows ?? 0,
        newestDate: index?.newest ?? null,
        lastSuccessAt: at(times?.indexOk),
        lastFailureAt: at(times?.indexFailed),
      },
    ],
    quarantined: quarantined.map((file) => ({ ...file, reason: file.reason ?? "refused" })),
    unreachable: unreachable.map((check) => ({
      ...check,
      reason: check.reason ?? "failed",
      failingSince: at(check.failingSince) ?? new Date(0),
      lastAnsweredAt: at(check.lastAnsweredAt),
    })),
    failedImport: failed
      ? {
          importId: newestFinished.id,
          failedAt: newestFinished.finishedAt,
          error: newestFinished.error ?? newestFinished.status,
          problems: newestFinished.problems,
        }
      : null,
    heldBackModel: newestModel?.reason ? { ...newestModel, reason: newestModel.reason } : null,
  };
}

/**
 * The process's copy of the market data's status, for readiness and /metrics (reloaded by the jobs,
 * at least once a minute).
 */
export interface MarketDataWatch {
  current(): MarketDataStatus | null;
  /**
   * Reads the status again; keeps the copy it has when the database does not answer. Never rejects.
   */
  reload(): Promise<MarketDataStatus | null>;
}

export function createMarketDataWatch(db: Database, logger: Logger): MarketDataWatch {
  let status: MarketDataStatus | null = null;
  let loading: Promise<MarketDataStatus | null> | null = null;
  return {
    current: () => status,
    reload() {
      loading ??= readMarketDataStatus(db)
        .then((read) => (status = read))
        .catch((err: unknown) => {
          logger.warn({ err }, "market data status not read (the last one stays)");
          return status;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
  };
}
