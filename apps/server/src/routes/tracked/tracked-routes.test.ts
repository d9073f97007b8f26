import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import {
  MAX_TRACKED_PER_USER,
  trackedDiamondListSchema,
  trackedDiamondResponseSchema,
  type AnalysisRecord,
  type TrackingAlerts,
} from "@faircarat/contracts";
import { eq } from "drizzle-orm";
import { recordObservation } from "@faircarat/core/tracking/record-observation";
import { tables } from "@faircarat/db";
import {
  checkTrackedListings,
  listTracked,
  repriceTrackedDiamonds,
  sendAlertDigests,
  trackDiamond,
} from "@faircarat/core";
import { oneTestDatabase, testDatabaseKinds } from "@faircarat/db/testing";
import {
  analysedUser,
  oneCarat,
  ovalListing,
  ownerAndStranger,
  type AnalysedUser,
} from "../../testing/analysed-user";
import { swappablePricing } from "../../testing/swappable-pricing";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const noAlerts: TrackingAlerts = {
  fairValueMovePercent: null,
  listedPriceChange: false,
  comparableBelow: null,
};
const trackAs = (
  t: TestApp,
  record: AnalysisRecord,
  cookie: string,
  alerts: TrackingAlerts = noAlerts,
) => t.postJson("/api/tracked", { analysisId: record.id, alerts }, { cookie });

describe.each(oneTestDatabase())("tracked diamonds API on %s", (kind) => {
  let t: TestApp;
  let owner: AnalysedUser;
  let stranger: AnalysedUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ owner, stranger } = await ownerAndStranger(t));
  });
  afterAll(() => t.close());

  const track = (record: AnalysisRecord, cookie: string, alerts: TrackingAlerts = noAlerts) =>
    trackAs(t, record, cookie, alerts);
  const listOf = async (cookie: string) =>
    trackedDiamondListSchema.parse(await bodyOf(await t.request("/api/tracked", { cookie })))
      .tracked;
  const patch = (id: string, cookie: string, alerts: TrackingAlerts) =>
    t.request(`/api/tracked/${id}`, {
      method: "PATCH",
      cookie,
      body: JSON.stringify({ alerts }),
      headers: { "content-type": "application/json" },
    });

  it("tracks the owner's analysis, its price path starting with the analysis itself", async () => {
    const record = owner.records[0]!;
    const response = await track(record, owner.cookie, {
      fairValueMovePercent: 5,
      listedPriceChange: true,
      comparableBelow: 3000.004,
    });
    expect(response.status).toBe(201);
    const { tracked } = trackedDiamondResponseSchema.parse(await bodyOf(response));
    expect(tracked.analysisId).toBe(record.id);
    expect(tracked.alerts).toEqual({
      fairValueMovePercent: 5,
      listedPriceChange: true,
      comparableBelow: 3000,
    });
    expect(tracked.emailsOn).toBe(true);
    expect(tracked.specs).toEqual(record.analysis_data.analysis.specs);
    // The report's sources too, so the list can title it as the report is titled (reportTitle).
    expect(tracked.sources).toEqual(record.analysis_data.analysis.sources);
    expect(tracked.points).toEqual([
      {
        observedAt: record.created_at,
        source: "analysis",
        fairValue: record.fair_market_value,
        low: record.analysis_data.analysis.low,
        high: record.analysis_data.analysis.high,
        listedPrice: record.listed_price,
        cheapestComparable: Math.min(
          ...record.analysis_data.analysis.comparableListings.map((c) => c.price),
        ),
      },
    ]);
    expect(await listOf(owner.cookie)).toEqual([tracked]);
    expect(await listOf(stranger.cookie)).toEqual([]);
  });

  it("refuses the same analysis twice and settings out of range", async () => {
    expect(await errorOf(await track(owner.records[0]!, owner.cookie))).toMatchObject({
      code: "conflict",
    });
    const zero = await track(owner.records[1]!, owner.cookie, {
      ...noAlerts,
      fairValueMovePercent: 0,
    });
    expect(zero.status).toBe(400);
    expect((await errorOf(zero)).message).toBe("Please enter a move from 1% to 100%.");
    const price = await track(owner.records[1]!, owner.cookie, {
      ...noAlerts,
      comparableBelow: -5,
    });
    expect((await errorOf(price)).message).toBe("Please enter a valid target price.");
    expect(
      await errorOf(
        await t.postJson(
          "/api/tracked",
          { analysisId: "not-a-uuid", alerts: noAlerts },
          { cookie: owner.cookie },
        ),
      ),
    ).toMatchObject({ code: "validation_failed" });
    expect(await listOf(owner.cookie)).toHaveLength(1);
  });

  it("keeps each user's tracked diamonds their own: another's id is a 404 everywhere", async () => {
    const [mine] = await listOf(owner.cookie);
    expect(await errorOf(await track(owner.records[1]!, stranger.cookie))).toMatchObject({
      code: "not_found",
      message: "Analysis not found.",
    });
    expect(await errorOf(await patch(mine!.id, stranger.cookie, noAlerts))).toMatchObject({
      code: "not_found",
      message: "Tracked diamond not found.",
    });
    expect(
      (await t.request(`/api/tracked/${mine!.id}`, { method: "DELETE", cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await t.request("/api/tracked/%00", { method: "DELETE", cookie: owner.cookie })).status,
    ).toBe(404);
    expect((await t.request("/api/tracked")).status).toBe(401);
    expect(
      (await t.postJson("/api/tracked", { analysisId: owner.records[1]!.id, alerts: noAlerts }))
        .status,
    ).toBe(401);
    expect(await listOf(owner.cookie)).toEqual([mine]);
  });

  it("changes a tracked diamond's alerts and stops tracking it", async () => {
    const created = trackedDiamondResponseSchema.parse(
      await bodyOf(await track(owner.records[1]!, owner.cookie)),
    ).tracked;
    const changed = await patch(created.id, owner.cookie, {
      fairValueMovePercent: 12.5,
      listedPriceChange: false,
      comparableBelow: 2500,
    });
    expect(changed.status).toBe(200);
    expect(trackedDiamondResponseSchema.parse(await bodyOf(changed)).tracked.alerts).toEqual({
      fairValueMovePercent: 12.5,
      listedPriceChange: false,
      comparableBelow: 2500,
    });
    expect((await listOf(owner.cookie)).map((d) => d.id)).toEqual([created.id, expect.any(String)]);
    expect(
      (await t.request(`/api/tracked/${created.id}`, { method: "DELETE", cookie: owner.cookie }))
        .status,
    ).toBe(204);
    expect(
      (await t.request(`/api/tracked/${created.id}`, { method: "DELETE", cookie: owner.cookie }))
        .status,
    ).toBe(404);
    expect((await listOf(owner.cookie)).map((d) => d.analysisId)).toEqual([owner.records[0]!.id]);
  });
});

describe.each(oneTestDatabase())("tracked diamond alerts on %s", (kind) => {
  let t: TestApp;
  let clock = new Date("2030-05-02T08:00:00Z");
  const market = swappablePricing();
  beforeAll(async () => {
    t = await createTestApp(kind, { pricing: market.pricing, now: () => clock });
  });
  afterAll(() => t.close());

  it("sends at most one digest a day per user, and the waiting alerts the next day", async () => {
    const user = await analysedUser(t, [oneCarat]);
    await trackAs(t, user.records[0]!, user.cookie, {
      fairValueMovePercent: 5,
      listedPriceChange: false,
      comparableBelow: null,
    });

    market.use("dearer", "2030-05-02T09:00:00Z");
    expect(await repriceTrackedDiamonds(t.tracking)).toMatchObject({ repriced: 1, alerts: 1 });
    // Run twice (two processes, or a repeat): nothing is priced again with the same model.
    expect(await repriceTrackedDiamonds(t.tracking)).toMatchObject({ repriced: 0 });
    expect(await sendAlertDigests(t.tracking)).toEqual({ sent: 1, failed: 0 });
    const mine = () =>
      t.sentMail.filter(
        (m) => m.to === user.email && m.text.startsWith("News on the diamonds you track"),
      );
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.text).toMatch(/Fair value rose \d+(\.\d)?%/);

    market.use("base", "2030-05-02T10:00:00Z");
    expect(await repriceTrackedDiamonds(t.tracking)).toMatchObject({ repriced: 1, alerts: 1 });
    expect(await sendAlertDigests(t.tracking)).toEqual({ sent: 0, failed: 0 });
    expect(mine()).toHaveLength(1);

    clock = new Date("2030-05-03T06:00:00Z");
    expect(await sendAlertDigests(t.tracking)).toEqual({ sent: 1, failed: 0 });
    expect(mine()).toHaveLength(2);
    expect(mine()[1]!.text).toMatch(/Fair value fell \d+(\.\d)?%/);
    expect(await sendAlertDigests(t.tracking)).toEqual({ sent: 0, failed: 0 });

    const [tracked] = trackedDiamondListSchema.parse(
      await bodyOf(await t.request("/api/tracked", { cookie: user.cookie })),
    ).tracked;
    expect(tracked!.points.map((p) => p.source)).toEqual(["analysis", "reprice", "reprice"]);
    expect(tracked!.points[1]!.fairValue).toBeGreaterThan(tracked!.points[0]!.fairValue * 1.05);
  });

  it("alerts when the listing shows a new price, and tolerates a blocked page", async () => {
    const pages: Array<{ priceCents: number | null; blocked: boolean }> = [];
    const reading = {
      ...t.tracking,
      extractListing: async () => ({ specs: {}, sources: {}, notes: [], ...pages.shift()! }),
    };
    const user = await analysedUser(t, [ovalListing]);
    await trackAs(t, user.records[0]!, user.cookie, {
      fairValueMovePercent: null,
      listedPriceChange: true,
      comparableBelow: null,
    });
    clock = new Date("2030-05-04T06:00:00Z");

    pages.push({ priceCents: null, blocked: true });
    expect(await checkTrackedListings(reading, { everyMs: 3_600_000, limit: 10 })).toEqual({
      read: 1,
      changed: 0,
      unreadable: 1,
      alerts: 0,
    });
    // Read an hour ago: not due yet.
    expect(await checkTrackedListings(reading, { everyMs: 3_600_000, limit: 10 })).toMatchObject({
      read: 0,
    });

    clock = new Date("2030-05-04T08:00:00Z");
    pages.push({ priceCents: 275_000, blocked: false });
    expect(await checkTrackedListings(reading, { everyMs: 3_600_000, limit: 10 })).toEqual({
      read: 1,
      changed: 1,
      unreadable: 0,
      alerts: 1,
    });
    expect(await sendAlertDigests(t.tracking)).toMatchObject({ sent: 1 });
    const mail = t.sentMail.filter(
      (m) => m.to === user.email && m.text.startsWith("News on the diamonds you track"),
    );
    expect(mail.map((m) => m.text)).toEqual([
      expect.stringContaining("Listed price changed from $2,950 to $2,750."),
    ]);
    const [tracked] = trackedDiamondListSchema.parse(
      await bodyOf(await t.request("/api/tracked", { cookie: user.cookie })),
    ).tracked;
    expect(tracked!.points.map((p) => [p.source, p.listedPrice])).toEqual([
      ["analysis", 2950],
      ["listing", 2750],
    ]);
    expect(tracked!.points[1]!.fairValue).toBe(tracked!.points[0]!.fairValue);
    expect(tracked!.lastListingCheckAt).toBe("2030-05-04T08:00:00.000Z");
  });

  it("adds no point for the model the analysis was made with, and re-prices on the next", async () => {
    market.use("base", "2020-01-01T00:00:00Z");
    const user = await analysedUser(t, [oneCarat]);
    await trackAs(t, user.records[0]!, user.cookie);
    const sources = async () =>
      trackedDiamondListSchema
        .parse(await bodyOf(await t.request("/api/tracked", { cookie: user.cookie })))
        .tracked[0]!.points.map((p) => p.source);
    await repriceTrackedDiamonds(t.tracking);
    expect(await sources()).toEqual(["analysis"]);
    market.use("dearer", "2030-06-01T00:00:00Z");
    await repriceTrackedDiamonds(t.tracking);
    expect(await sources()).toEqual(["analysis", "reprice"]);
  });
});

// What depends on the database: two processes writing one row, requests that race (decision 054).
describe.each(testDatabaseKinds())("tracked diamonds written at once on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("keeps a listing price read meanwhile when a re-pricing in another process writes its state", async () => {
    const user = await analysedUser(t, [ovalListing]);
    const { tracked } = trackedDiamondResponseSchema.parse(
      await bodyOf(
        await trackAs(t, user.records[0]!, user.cookie, {
          fairValueMovePercent: 5,
          listedPriceChange: true,
          comparableBelow: null,
        }),
      ),
    );
    const rows = tables.trackedDiamonds;
    const read = async () => (await t.db.select().from(rows).where(eq(rows.id, tracked.id)))[0]!;
    const stale = await read();
    const figures = {
      fairValueCents: stale.fairValueReferenceCents,
      lowCents: 1,
      highCents: 2,
      listedPriceCents: 270_000,
      cheapestComparableCents: null,
    };
    await recordObservation(
      t.db,
      stale,
      { source: "listing", observedAt: new Date(), figures },
      { listedPriceCents: 270_000 },
    );
    const doubled = stale.fairValueReferenceCents * 2;
    await recordObservation(
      t.db,
      stale,
      {
        source: "reprice",
        observedAt: new Date(),
        figures: { ...figures, fairValueCents: doubled },
      },
      { fairValueCents: doubled },
    );
    expect(await read()).toMatchObject({
      listedPriceCents: 270_000,
      fairValueReferenceCents: doubled,
    });
  });

  it("caps a user's tracked diamonds when requests race", async () => {
    const user = await analysedUser(t, [oneCarat]);
    const analyses = tables.diamondAnalyses;
    const [original] = await t.db
      .select()
      .from(analyses)
      .where(eq(analyses.id, user.records[0]!.id));
    // More analyses than the cap, copied in the database (analysing each would take minutes).
    const copies = Array.from({ length: MAX_TRACKED_PER_USER + 5 }, (_, i) => ({
      ...original!,
      id: randomUUID(),
      idempotencyKey: `copy-${i}`,
    }));
    await t.db.insert(analyses).values(copies);
    // Five short of the cap (tracked directly: the route allows 30 changes a minute), then ten at
    // once.
    for (const copy of copies.slice(0, MAX_TRACKED_PER_USER - 5))
      await trackDiamond(t.db, user.userId, copy.id, noAlerts);
    const racing = copies.slice(MAX_TRACKED_PER_USER - 5, MAX_TRACKED_PER_USER + 5);
    const answers = await Promise.all(
      racing.map(async (copy) =>
        t.postJson(
          "/api/tracked",
          { analysisId: copy.id, alerts: noAlerts },
          { cookie: user.cookie },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(5).fill(201),
      ...Array<number>(5).fill(409),
    ]);
    expect(await listTracked(t.db, user.userId)).toHaveLength(MAX_TRACKED_PER_USER);
  });
});
