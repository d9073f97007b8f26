import { createHash } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import type { MarketSourceCheckOutcome } from "@faircarat/db/schema/market-source-checks";
import type { AddressPolicy } from "../listing/address-policy";
import type { Transport } from "../listing/pinned-transport";
import type { Resolver } from "../listing/resolve-host";
import { safeFetchDocument, type SafeDocumentResult } from "../listing/safe-fetch";
import { refusedFiles } from "./ledger/refused-files";
import type { SourceFile } from "./ledger/source-versions";

const sources = tables.marketSources;
const checks = tables.marketSourceChecks;

/**
 * How URL sources are fetched. Production leaves every field out: the listing pages' guard (public
 * addresses on ports 80 and 443), https only.
 */
export interface IndexUrlFetchOptions {
  policy?: AddressPolicy;
  transport?: Transport;
  resolve?: Resolver;
  /**
   * Tests only, never read from the environment: http as well as https, for a server on
   * 127.0.0.1.
   */
  allowPlainHttpForTests?: boolean;
}

/** A document the URL served that was refused whole, and why. */
export interface RefusedDocument {
  file: SourceFile;
  reason: string;
  rejected: number;
}

export interface IndexUrlRead {
  url: string;
  /**
   * The version the market is built from: the document just fetched, or the last good one when
   * the URL did not answer, answered 304 or served a document refused whole; null when there is
   * none.
   */
  use: SourceFile | null;
  /** What the URL serves now, when it is refused whole: quarantined, while `use` stays. */
  refused: RefusedDocument | null;
  /** Why the URL gave nothing this time (the version in use stays), or null. */
  failure: string | null;
}

/**
 * Reads the publisher's document at a URL with a conditional request (the ETag and Last-Modified
 * of the newest document it sent), under the listing pages' guard and size cap. A 304 changes
 * nothing; a new document is checked whole as a file would be before it may become a version of
 * the market; the outcome is recorded in `market_source_checks` whatever it is.
 */
export async function readIndexUrl(
  db: Database,
  url: string,
  today: string,
  options: IndexUrlFetchOptions = {},
): Promise<IndexUrlRead> {
  const known = await db
    .select()
    .from(sources)
    .where(
      and(
        eq(sources.kind, "index"),
        eq(sources.location, url),
        inArray(sources.status, ["current", "quarantined"]),
        isNotNull(sources.content),
      ),
    )
    .orderBy(desc(sources.id));
  const asFile = (version: (typeof known)[number]): SourceFile => ({
    kind: "index",
    location: url,
    sha256: version.sha256,
    bytes: version.bytes,
    content: Buffer.from(version.content!),
  });
  const current = known.find((version) => version.status === "current");
  const newest = known[0];
  const kept = (failure: string | null): IndexUrlRead => ({
    url,
    use: current ? asFile(current) : null,
    refused:
      newest?.status === "quarantined"
        ? { file: asFile(newest), reason: newest.reason ?? "refused", rejected: newest.rejected }
        : null,
    failure,
  });

  const headers: Record<string, string> = {};
  if (newest?.etag) headers["if-none-match"] = newest.etag;
  if (newest?.lastModified) headers["if-modified-since"] = newest.lastModified;
  const answer = await safeFetchDocument(url, {
    headers,
    schemes: options.allowPlainHttpForTests ? ["http:", "https:"] : ["https:"],
    ...(options.policy && { policy: options.policy }),
    ...(options.transport && { transport: options.transport }),
    ...(options.resolve && { resolve: options.resolve }),
  });
  if (!answer.ok) {
    const failure = `${answer.reason}: ${answer.detail}`;
    await recordCheck(db, url, answer, failure);
    return kept(failure);
  }
  if (answer.body === null) {
    if (!newest) {
      const failure = "http_status: 304 to a request that named no copy";
      await recordCheck(db, url, answer, failure);
      return kept(failure);
    }
    await recordCheck(db, url, answer, null);
    return kept(null);
  }
  await recordCheck(db, url, answer, null);
  const validators = {
    etag: headerText(answer.headers.etag),
    lastModified: headerText(answer.headers["last-modified"]),
  };
  const sha256 = createHash("sha256").update(answer.body).digest("hex");
  const same = known.find((version) => version.sha256 === sha256);
  if (same) {
    // The same document again (a server without validators, or new ones for the same bytes).
    await db.update(sources).set(validators).where(eq(sources.id, same.id));
    return same.status === "current"
      ? { url, use: asFile(same), refused: null, failure: null }
      : kept(null);
  }
  const file: SourceFile = {
    kind: "index",
    location: url,
    sha256,
    bytes: answer.body.length,
    content: answer.body,
    ...validators,
  };
  const refusal = (await refusedFiles([file], today)).get(url);
  if (refusal)
    return {
      url,
      use: current ? asFile(current) : null,
      refused: { file, reason: refusal.reason, rejected: refusal.rejected },
      failure: null,
    };
  return { url, use: file, refused: null, failure: null };
}

/** Forgets the checks of URLs no longer among the sources, so none is reported once removed. */
export async function forgetOtherUrlChecks(db: Database, urls: readonly string[]): Promise<void> {
  await db
    .delete(checks)
    .where(urls.length > 0 ? notInArray(checks.location, [...urls]) : undefined);
}

async function recordCheck(
  db: Database,
  url: string,
  answer: SafeDocumentResult,
  failure: string | null,
): Promise<void> {
  const outcome: MarketSourceCheckOutcome =
    failure !== null ? "failed" : answer.ok && answer.body === null ? "not_modified" : "fetched";
  const values = {
    kind: "index" as const,
    checkedAt: sql`now()`,
    outcome,
    httpStatus: answer.status ?? null,
    error: failure,
    failingSince: failure === null ? null : sql`now()`,
    lastAnsweredAt: failure === null ? sql`now()` : null,
  };
  await db
    .insert(checks)
    .values({ location: url, ...values })
    .onConflictDoUpdate({
      target: checks.location,
      set: {
        ...values,
        failingSince: failure === null ? null : sql`coalesce(${checks.failingSince}, now())`,
        lastAnsweredAt: failure === null ? sql`now()` : checks.lastAnsweredAt,
      },
    });
}

const headerText = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, 300) ?? null;
