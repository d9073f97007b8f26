import { and, desc, eq, ne } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { PROBE_STONES, probeMove, retailerMoves } from "@faircarat/pricing";
import { releasedBaseline } from "./hold-back";
import { STORED_MODEL_FORMAT } from "./stored-model-format";

const models = tables.pricingModels;
const versions = tables.marketSources;

export interface ProbeChange {
  stone: string;
  beforeCents: number;
  afterCents: number;
}

export interface SourceChange {
  kind: string;
  location: string;
  change: "added" | "corrected" | "removed" | "quarantined";
  reason: string | null;
}

/** What moved between the released baseline and a newer model, and the sources behind it. */
export interface ModelMoveReport {
  modelId: number;
  heldBack: string | null;
  baselineId: number | null;
  probes: ProbeChange[];
  /** Typical and largest probe move (0.1 = 10%). */
  move: { median: number; largest: number } | null;
  /** Retailers whose usual price moved past the bound, largest first. */
  retailers: { retailer: string; move: number }[];
  sources: SourceChange[];
}

/**
 * For an operator deciding on a release: each probe stone's value in the released baseline and in
 * the model, and what changed among the market's sources between the builds they stand on (files
 * added, corrected, removed or quarantined). Null when no model of this format has that id.
 */
export async function modelMoveReport(
  db: Database,
  modelId?: number,
): Promise<ModelMoveReport | null> {
  const [model] = await db
    .select()
    .from(models)
    .where(
      and(
        eq(models.format, STORED_MODEL_FORMAT),
        modelId === undefined ? undefined : eq(models.id, modelId),
      ),
    )
    .orderBy(desc(models.id))
    .limit(1);
  if (!model) return null;
  const baseline = await releasedBaseline(db);
  const [base] = baseline
    ? await db.select({ importId: models.importId }).from(models).where(eq(models.id, baseline.id))
    : [];
  const before = baseline?.id === model.id ? null : baseline;
  const probes = before?.probe
    ? PROBE_STONES.map((stone, i) => ({
        stone: `${stone.carat} ct ${stone.shape ?? "round"} ${stone.color} ${stone.clarity}`,
        beforeCents: before.probe![i]!,
        afterCents: model.probe?.[i] ?? Number.NaN,
      }))
    : [];
  return {
    modelId: model.id,
    heldBack: model.heldBack,
    baselineId: baseline?.id ?? null,
    probes,
    move: before?.probe && model.probe ? probeMove(before.probe, model.probe) : null,
    retailers: before ? retailerMoves(before.retailerProbe ?? {}, model.retailerProbe ?? {}) : [],
    sources: base ? await sourceChanges(db, base.importId, model.importId) : [],
  };
}

/** Source versions that entered, were replaced or left between two builds of the market. */
async function sourceChanges(db: Database, from: number, to: number): Promise<SourceChange[]> {
  if (to <= from) return [];
  const rows = await db
    .select()
    .from(versions)
    .where(ne(versions.status, "pending"))
    .orderBy(versions.id);
  const within = (id: number | null) => id !== null && id > from && id <= to;
  const changes: SourceChange[] = [];
  for (const row of rows) {
    // A version that came and went between the two builds is no part of the difference.
    if (within(row.importId) && within(row.retiredImportId)) continue;
    const entry = { kind: row.kind, location: row.location, reason: row.reason };
    if (row.status === "quarantined" && within(row.importId))
      changes.push({ ...entry, change: "quarantined" });
    else if (within(row.retiredImportId))
      changes.push({
        ...entry,
        change: row.status === "superseded" ? "corrected" : "removed",
      });
    else if (within(row.importId) && row.status !== "quarantined")
      changes.push({ ...entry, change: "added", reason: null });
  }
  // A corrected file's new version is the correction, not a file added.
  const corrected = new Set(
    changes.filter((c) => c.change === "corrected").map((c) => `${c.kind}:${c.location}`),
  );
  return changes.filter((c) => c.change !== "added" || !corrected.has(`${c.kind}:${c.location}`));
}
