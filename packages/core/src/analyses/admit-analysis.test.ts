import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables, type DbHandle } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import type { BillingContext } from "../billing/billing-context";
import { RateLimitedError } from "../rate-limit/enforce-rate-limits";
import { admitAndStoreAnalysis, admitAnalysis, type AnalysisRow } from "./admit-analysis";

const PRODUCT = "prod_unlimited";
const now = new Date("2026-11-25T12:00:00.000Z");

describe.each(testDatabaseKinds())(
  "admitting and storing an analysis in one statement on %s",
  (kind) => {
    let handle: DbHandle;
    let billing: BillingContext;
    beforeAll(async () => {
      handle = await createTestDb(kind);
      billing = {
        db: handle.db,
        provider: {} as never,
        logger: { info() {}, warn() {}, error() {} },
        publicUrl: "http://localhost",
        unlimitedProductId: PRODUCT,
        now: () => now,
      };
    });
    afterAll(() => handle.close());

    async function user(subscription?: {
      productId?: string;
      status?: string;
      endsAt?: Date;
    }): Promise<string> {
      const id = randomUUID();
      await handle.db
        .insert(tables.users)
        .values({ id, name: "Buyer", email: `${id}@example.com` });
      if (subscription) {
        await handle.db.insert(tables.subscriptions).values({
          id: randomUUID(),
          userId: id,
          provider: "test",
          productId: subscription.productId ?? PRODUCT,
          status: subscription.status ?? "active",
          currentPeriodEnd: subscription.endsAt ?? new Date(now.getTime() + 86_400_000),
          eventCreatedAt: now,
        });
      }
      return id;
    }

    const row = (userId: string): AnalysisRow => ({
      id: randomUUID(),
      userId,
      listingUrl: null,
      carat: 1.21,
      cut: "excellent",
      color: "G",
      clarity: "VS1",
      certificateNumber: "LG612345678",
      listedPriceCents: 420_000,
      fairMarketValueCents: 310_050,
      savingsAmountCents: -109_950,
      markupPercentage: 35.46,
      isOverpriced: true,
      isEthicallySourced: true,
      analysisData: {
        formData: { carat: "1.21" },
        uploadedFiles: [],
        analysis: { note: 'it\'s "quoted" ✓' },
      },
      createdAt: new Date("2026-11-25T11:59:59.123Z"),
    });
    const storedRows = (userId: string) =>
      handle.db
        .select()
        .from(tables.diamondAnalyses)
        .where(eq(tables.diamondAnalyses.userId, userId));
    const call = (perMinute = 5, idempotencyKey: string | null = null) => ({
      perMinute,
      idempotencyKey,
    });

    it("stores a subscriber's analysis, every field as given, paid by the subscription", async () => {
      const userId = await user({});
      const analysis = row(userId);
      expect(await admitAndStoreAnalysis(billing, analysis, call(5, "click-1"))).toEqual({
        subscribed: true,
        stored: true,
      });
      expect(await storedRows(userId)).toEqual([
        { ...analysis, entitlement: "subscription", idempotencyKey: "click-1" },
      ]);
    });

    it("stores nothing without an entitling subscription, but counts the attempt", async () => {
      const none = await user();
      const ended = await user({ endsAt: new Date(now.getTime() - 1000) });
      const otherProduct = await user({ productId: "prod_other" });
      const cancelled = await user({ status: "canceled" });
      for (const userId of [none, ended, otherProduct, cancelled]) {
        expect(await admitAndStoreAnalysis(billing, row(userId), call(2))).toEqual({
          subscribed: false,
          stored: false,
        });
        expect(await storedRows(userId)).toEqual([]);
      }
      // The second attempt of this minute for `none` is its last; the third is refused.
      await admitAnalysis(billing, none, 2);
      await expect(admitAnalysis(billing, none, 2)).rejects.toBeInstanceOf(RateLimitedError);
    });

    it("refuses past the limit with RateLimitedError and stores nothing more", async () => {
      const userId = await user({});
      await admitAndStoreAnalysis(billing, row(userId), call(1));
      const refused = await admitAndStoreAnalysis(billing, row(userId), call(1)).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect((refused as RateLimitedError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(await storedRows(userId)).toHaveLength(1);
    });

    it("does not store a second analysis for the same click", async () => {
      const userId = await user({});
      const first = row(userId);
      await admitAndStoreAnalysis(billing, first, call(5, "same-click"));
      expect(await admitAndStoreAnalysis(billing, row(userId), call(5, "same-click"))).toEqual({
        subscribed: true,
        stored: false,
      });
      expect((await storedRows(userId)).map((r) => r.id)).toEqual([first.id]);
    });

    it("admits exactly the limit of concurrent attempts", async () => {
      const userId = await user({});
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, () => admitAndStoreAnalysis(billing, row(userId), call(3))),
      );
      expect(outcomes.filter((o) => o.status === "fulfilled" && o.value.stored)).toHaveLength(3);
      expect(
        outcomes.filter((o) => o.status === "rejected" && o.reason instanceof RateLimitedError),
      ).toHaveLength(3);
      expect(await storedRows(userId)).toHaveLength(3);
    });
  },
);
