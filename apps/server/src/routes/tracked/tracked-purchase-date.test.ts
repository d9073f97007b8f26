import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  trackedDiamondListSchema,
  trackedDiamondResponseSchema,
  type AnalysisRecord,
  type TrackingAlerts,
} from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { oneTestDatabase } from "@faircarat/db/testing";
import {
  analysedUser,
  oneCarat,
  ownerAndStranger,
  type AnalysedUser,
} from "../../testing/analysed-user";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const alerts: TrackingAlerts = {
  fairValueMovePercent: 5,
  listedPriceChange: false,
  comparableBelow: null,
};

/**
 * Issue 37 item 4: a tracked diamond's purchase date, stored, editable by its owner only, and its
 * value on the day it was bought shown beside today's.
 */
describe.each(oneTestDatabase())("a tracked diamond's purchase date on %s", (kind) => {
  let t: TestApp;
  let owner: AnalysedUser;
  let stranger: AnalysedUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ owner, stranger } = await ownerAndStranger(t));
  });
  afterAll(() => t.close());

  const patch = (id: string, cookie: string, body: object) =>
    t.request(`/api/tracked/${id}`, {
      method: "PATCH",
      cookie,
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
  const listOf = async (cookie: string) =>
    trackedDiamondListSchema.parse(await bodyOf(await t.request("/api/tracked", { cookie })))
      .tracked;
  const storedDate = async (id: string) =>
    (
      await t.db
        .select({ day: tables.trackedDiamonds.purchaseDate })
        .from(tables.trackedDiamonds)
        .where(eq(tables.trackedDiamonds.id, id))
    )[0]?.day;

  it("is stored when tracking, and the list shows the value on the day it was bought beside today's", async () => {
    const response = await t.postJson(
      "/api/tracked",
      { analysisId: owner.records[0]!.id, alerts, purchaseDate: "2025-01-15" },
      { cookie: owner.cookie },
    );
    expect(response.status).toBe(201);
    const { tracked } = trackedDiamondResponseSchema.parse(await bodyOf(response));
    expect(tracked.purchaseDate).toBe("2025-01-15");
    expect(await storedDate(tracked.id)).toBe("2025-01-15");
    const today = tracked.points.at(-1)!;
    // The synthetic market fell since: the stone was worth more the day it was bought.
    expect(tracked.purchaseValue!.fairValue).toBeGreaterThan(today.fairValue * 1.1);
    expect(tracked.purchaseValue!.low).toBeLessThan(tracked.purchaseValue!.fairValue);
    expect(tracked.purchaseValue!.high).toBeGreaterThan(tracked.purchaseValue!.fairValue);
    expect(tracked.purchaseValue!.timeNote).toMatch(
      /^Valued for Jan 15, 2025: the market's level on that day/,
    );
    expect(tracked.purchaseValueNote).toBeNull();

    const [listed] = await listOf(owner.cookie);
    expect(listed).toMatchObject({
      id: tracked.id,
      purchaseDate: "2025-01-15",
      purchaseValue: tracked.purchaseValue,
    });
    // The oval, tracked without a date, has none.
    const oval = await t.postJson(
      "/api/tracked",
      { analysisId: owner.records[1]!.id, alerts },
      { cookie: owner.cookie },
    );
    const ovalTracked = trackedDiamondResponseSchema.parse(await bodyOf(oval)).tracked;
    expect(ovalTracked).toMatchObject({
      purchaseDate: null,
      purchaseValue: null,
      purchaseValueNote: null,
    });
  });

  it("is editable by its owner (null clears it) without touching the alerts", async () => {
    const [round] = (await listOf(owner.cookie)).filter((d) => d.purchaseDate);
    const moved = await patch(round!.id, owner.cookie, { purchaseDate: "2024-03-15" });
    expect(moved.status).toBe(200);
    const { tracked } = trackedDiamondResponseSchema.parse(await bodyOf(moved));
    expect(tracked.purchaseDate).toBe("2024-03-15");
    expect(tracked.alerts).toEqual(alerts);
    expect(tracked.purchaseValue!.timeNote).toMatch(/^Valued for Mar 15, 2024:/);
    expect(tracked.purchaseValue!.fairValue).not.toBe(round!.purchaseValue!.fairValue);

    const cleared = await patch(round!.id, owner.cookie, { purchaseDate: null });
    expect(trackedDiamondResponseSchema.parse(await bodyOf(cleared)).tracked).toMatchObject({
      purchaseDate: null,
      purchaseValue: null,
    });
    expect(await storedDate(round!.id)).toBeNull();
    await patch(round!.id, owner.cookie, { purchaseDate: "2025-01-15" });
  });

  it("refuses a day the market data cannot value, and a day that is not one, storing nothing", async () => {
    const [round] = (await listOf(owner.cookie)).filter((d) => d.purchaseDate);
    const early = await patch(round!.id, owner.cookie, { purchaseDate: "2020-01-01" });
    expect(early.status).toBe(422);
    expect(await errorOf(early)).toMatchObject({
      code: "valuation_date_out_of_range",
      message:
        "The purchase date Jan 1, 2020 is before our market data begin (Apr 1, 2021): we can value a diamond for any day from Apr 1, 2021 to today.",
    });
    const late = await patch(round!.id, owner.cookie, { purchaseDate: "2999-01-01" });
    expect(late.status).toBe(422);
    expect((await errorOf(late)).message).toMatch(/^The purchase date Jan 1, 2999 is after today/);
    const notADay = await patch(round!.id, owner.cookie, { purchaseDate: "15/01/2025" });
    expect(notADay.status).toBe(400);
    expect((await errorOf(notADay)).message).toContain(
      "The purchase date must be a day written yyyy-mm-dd",
    );
    const nothing = await patch(round!.id, owner.cookie, {});
    expect(nothing.status).toBe(400);
    expect(await storedDate(round!.id)).toBe("2025-01-15");

    const refusedTrack = await t.postJson(
      "/api/tracked",
      { analysisId: stranger.records[0]!.id, alerts, purchaseDate: "2020-01-01" },
      { cookie: stranger.cookie },
    );
    expect(refusedTrack.status).toBe(422);
    expect(await listOf(stranger.cookie)).toEqual([]);
  });

  it("starts the price path of an analysis valued for a past day at today's value, not that day's", async () => {
    const appraiser = await analysedUser(t, [
      { ...oneCarat, valuationDate: "2025-01-15" },
      oneCarat,
    ]);
    const [pastDay, today] = appraiser.records as [AnalysisRecord, AnalysisRecord];
    expect(pastDay.fair_market_value).toBeGreaterThan(today.fair_market_value * 1.1);
    const response = await t.postJson(
      "/api/tracked",
      { analysisId: pastDay.id, alerts, purchaseDate: "2025-01-15" },
      { cookie: appraiser.cookie },
    );
    const { tracked } = trackedDiamondResponseSchema.parse(await bodyOf(response));
    expect(tracked.points).toHaveLength(1);
    expect(tracked.points[0]).toMatchObject({
      source: "reprice",
      fairValue: today.fair_market_value,
    });
    expect(tracked.purchaseValue!.fairValue).toBe(pastDay.fair_market_value);
    const [row] = await t.db
      .select({ reference: tables.trackedDiamonds.fairValueReferenceCents })
      .from(tables.trackedDiamonds)
      .where(eq(tables.trackedDiamonds.id, tracked.id));
    expect(row!.reference).toBe(Math.round(today.fair_market_value * 100));
  });

  it("is the owner's alone: another user's id is not found and nothing changes", async () => {
    const [round] = (await listOf(owner.cookie)).filter((d) => d.purchaseDate);
    const response = await patch(round!.id, stranger.cookie, { purchaseDate: "2024-01-01" });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({
      code: "not_found",
      message: "Tracked diamond not found.",
    });
    expect(await storedDate(round!.id)).toBe("2025-01-15");
    expect(await listOf(stranger.cookie)).toEqual([]);
  });
});
