import type { z } from "zod";
import { apiStoneQuerySchema, type ApiBatch, type ApiStoneQuery } from "@faircarat/contracts";
import { plainIssueMessage } from "@faircarat/contracts/issue-message";
import { analysisProportions } from "@faircarat/market/listing/retailers/proportions";
import { analyzeStone, type StoneInput } from "../analyses/analyze-stone";
import type { AnalysesContext } from "../analyses/analyses-context";
import { DomainError } from "../errors";
import type { ApiContext } from "./api-context";
import type { ApiCaller } from "./api-caller";
import { withApiCalls } from "./meter-api-calls";
import type { BatchLine } from "./parse-batch";
import { formatCount } from "@faircarat/contracts/figures";

/** The analyze endpoint's parameters in the terms of the one pricing path. */
export const toStoneInput = (query: ApiStoneQuery): StoneInput => ({
  carat: query.carat ?? null,
  cut: query.cut,
  color: query.color,
  clarity: query.clarity,
  shape: query.shape,
  polish: query.polish,
  symmetry: query.symmetry,
  assessment: query.assessment,
  growthMethod: query.growthMethod,
  treatment: query.treatment,
  certificateLab: query.lab,
  origin: query.origin,
  certificateNumber: query.certificateNumber,
  retailer: query.retailer,
  listedPrice: query.listedPrice,
  listingUrl: query.listingUrl,
  proportions: proportionsOf(query),
  valuationDate: query.valuationDate,
});

/**
 * The query's proportions as an analysis request carries them (the depth percentage from the
 * measurements where only those are given).
 */
function proportionsOf(query: ApiStoneQuery): StoneInput["proportions"] {
  const read = analysisProportions({
    ...(query.depth !== undefined ? { depthPct: query.depth } : {}),
    ...(query.table !== undefined ? { tablePct: query.table } : {}),
    ...(query.measurements ?? {}),
  });
  const angles = {
    ...(query.crownAngle !== undefined ? { crownAngle: query.crownAngle } : {}),
    ...(query.pavilionAngle !== undefined ? { pavilionAngle: query.pavilionAngle } : {}),
    ...(query.girdle ? { girdle: query.girdle } : {}),
    ...(query.culet ? { culet: query.culet } : {}),
  };
  return read === null && Object.keys(angles).length === 0 ? null : { ...read, ...angles };
}

/** Lines priced between pauses, so other requests are served while a large batch runs. */
const LINES_PER_TURN = 25;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function firstIssue(error: { issues: z.core.$ZodIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid line.";
  const field = issue.path.map(String).join(".");
  const message = plainIssueMessage(issue, field);
  return field && !message.includes(field) ? `${field}: ${message}` : message;
}

type BatchResult = ApiBatch["results"][number];
/** A line read and checked: its parameters to price, or its error (never billed). */
type CheckedLine =
  { line: number; query: ApiStoneQuery } | Extract<BatchResult, { error: unknown }>;

/**
 * Reads each line's parameters as the analyze endpoint would; what fails here is that line's error.
 */
function checkLines(lines: BatchLine[]): CheckedLine[] {
  return lines.map((entry) => {
    if ("unreadable" in entry)
      return { line: entry.line, error: { code: "bad_request", message: entry.unreadable } };
    const parsed = apiStoneQuerySchema.safeParse(entry.fields);
    if (!parsed.success)
      return {
        line: entry.line,
        error: { code: "validation_failed", message: firstIssue(parsed.error) },
      };
    return { line: entry.line, query: parsed.data };
  });
}

/**
 * Prices each checked line as the analyze endpoint would, in order; a bad line gets its own error
 * and the rest go on. Listing pages are not fetched for batch lines (a URL still finds the same
 * stone).
 */
async function priceLines(ctx: AnalysesContext, lines: CheckedLine[]): Promise<ApiBatch> {
  const results: BatchResult[] = [];
  for (const [position, entry] of lines.entries()) {
    if (position > 0 && position % LINES_PER_TURN === 0) await nextTurn();
    if (!("query" in entry)) {
      results.push(entry);
      continue;
    }
    try {
      const { analysis } = await analyzeStone(ctx, toStoneInput(entry.query), {
        readListingPage: false,
      });
      results.push({ line: entry.line, analysis });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      results.push({ line: entry.line, error: { code: err.code, message: err.message } });
    }
  }
  const failed = results.filter((r) => "error" in r).length;
  return { lines: results.length, succeeded: results.length - failed, failed, results };
}

/**
 * A keyed batch: one call reserved per line that passed its checks, before pricing; only the priced
 * lines billed. A line that cannot be read or fails validation takes none of the quota, even for a
 * while.
 */
export function analyzeKeyedBatch(
  ctx: ApiContext,
  caller: ApiCaller,
  lines: BatchLine[],
): Promise<ApiBatch> {
  const checked = checkLines(lines);
  const toPrice = checked.filter((entry) => "query" in entry).length;
  const asked = `This batch has ${formatCount(toPrice)} stone lines${toPrice < lines.length ? " to price" : ""} (one API call each)`;
  return withApiCalls(ctx, caller, toPrice, () => priceLines(ctx.analyses, checked), {
    billed: (done) => done.succeeded,
    asked,
  });
}
