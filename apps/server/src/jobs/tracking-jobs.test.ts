import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackedDiamondListSchema } from "@faircarat/contracts";
import {
  createMarketPricing,
  importMarketFeed,
  silentLogger,
  type Mailer,
  type MarketPricing,
  type TrackingContext,
} from "@faircarat/core";
import { fitMarketModel } from "@faircarat/core/pricing-models/fit-market-model";
import { oneTestDatabase, testDatabaseKinds, type TestDatabaseKind } from "@faircarat/db/testing";
import { feedCsv, listingCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { analysedUser, oneCarat, type AnalysedUser } from "../testing/analysed-user";
import { swappablePricing } from "../testing/swappable-pricing";
import { bodyOf, createTestApp, type TestApp } from "../testing/test-app";
import { schedulePricingSync, type PricingSync } from "./pricing-sync";
import { scheduleTrackingJobs, type TrackingJobs } from "./tracking-jobs";

/** The synthetic market as a feed file, every price scaled and seen on `day`. */
const feedFolder = (scale: number, day: string) =>
  writeFeedFolder({
    "feed.csv": feedCsv(
      syntheticListings({ perRetailer: 60 }).map((l, i) => ({
        ...listingCells(l, i, scale),
        scrape_date: l.observedOn === "2026-04-01" ? day : l.observedOn,
      })),
    ),
  });

const HOUR = 3_600_000;

/** One process's tracking jobs, on the schedule production uses. */
const trackingJobsOf = (ctx: TrackingContext) =>
  scheduleTrackingJobs({ ctx, everyMs: HOUR, listingEveryMs: 12 * HOUR, listingsPerRun: 10 });

/** A test app on `kind` whose market model the test swaps; `app()` inside a test. */
function appWithSwappableMarket(kind: TestDatabaseKind) {
  const market = swappablePricing();
  let t: TestApp | null = null;
  beforeAll(async () => {
    t = await createTestApp(kind, { pricing: market.pricing });
  });
  afterAll(() => t?.close());
  return { market, app: () => t! };
}

describe.each(oneTestDatabase())(
  "a feed change reaches a tracked diamond's owner by email, on %s",
  (kind) => {
    let t: TestApp;
    let pricing: MarketPricing;
    let sync: PricingSync;
    let jobs: TrackingJobs;
    /**
     * The rounds the sync's onNewModel started, awaited by the test (the sync does not wait for
     * it).
     */
    const rounds: Promise<void>[] = [];
    beforeAll(async () => {
      // The app prices with the stored model, loaded by the sync below.
      let loaded: MarketPricing | null = null;
      t = await createTestApp(kind, {
        pricing: {
          current: () => loaded?.current() ?? null,
          reload: async () => loaded?.reload() ?? null,
        },
      });
      pricing = createMarketPricing(t.db, silentLogger);
      loaded = pricing;
      jobs = trackingJobsOf(t.tracking);
      sync = schedulePricingSync({
        db: t.db,
        logger: silentLogger,
        pricing,
        everyMs: HOUR,
        fit: async (listings, options) => fitMarketModel(listings, options),
        onNewModel: () => rounds.push(jobs.afterNewModel()),
      });
    });
    afterAll(async () => {
      await sync.stop();
      await jobs.stop();
      await t.close();
    });

    it(
      "imports, fits, re-prices, alerts in the day's digest, and the digest's one-click link unsubscribes",
      { timeout: 120_000 },
      async () => {
        await importMarketFeed(
          { db: t.db, logger: silentLogger },
          await feedFolder(1, "2026-04-01"),
        );
        await sync.runNow();
        const firstModel = pricing.current();
        expect(firstModel).not.toBeNull();

        const owner = await analysedUser(t, [oneCarat]);
        const record = owner.records[0]!;
        expect(
          (
            await t.postJson(
              "/api/tracked",
              {
                analysisId: record.id,
                alerts: { fairValueMovePercent: 5, listedPriceChange: true, comparableBelow: null },
              },
              { cookie: owner.cookie },
            )
          ).status,
        ).toBe(201);

        // The market moves up by a third: a new import, a new fit, a new model in every process.
        await importMarketFeed(
          { db: t.db, logger: silentLogger },
          await feedFolder(1.35, "2026-04-15"),
        );
        await sync.runNow();
        expect(pricing.current()?.fittedAt.getTime()).toBeGreaterThan(
          firstModel!.fittedAt.getTime(),
        );
        // The sync started the re-pricing (and the digest) for the new model without waiting for
        // it.
        expect(rounds).toHaveLength(2);
        await Promise.all(rounds);

        const digests = t.sentMail.filter(
          (m) => m.to === owner.email && m.text.startsWith("News on the diamonds you track"),
        );
        expect(digests).toHaveLength(1);
        const [digest] = digests;
        // Titled as the report is (reportTitle): the shape nobody stated is not named.
        expect(digest!.subject).toBe("FairCarat alert: 1.2 ct Excellent G VS1");
        const [tracked] = trackedDiamondListSchema.parse(
          await bodyOf(await t.request("/api/tracked", { cookie: owner.cookie })),
        ).tracked;
        const [start, repriced] = tracked!.points;
        expect(tracked!.points.map((p) => p.source)).toEqual(["analysis", "reprice"]);
        expect(repriced!.fairValue).toBeGreaterThan(start!.fairValue * 1.05);
        const percent =
          Math.round(((repriced!.fairValue - start!.fairValue) / start!.fairValue) * 1000) / 10;
        const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
        expect(digest!.text).toContain(
          `- Fair value rose ${percent}%, from ${dollars(start!.fairValue)} to ${dollars(repriced!.fairValue)}.`,
        );

        // RFC 8058 headers, and the same link at the end of the text.
        const header = digest!.headers?.["List-Unsubscribe"] ?? "";
        expect(digest!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        const link = new URL(header.replace(/^<|>$/g, ""));
        expect(digest!.text.trimEnd().endsWith(link.href)).toBe(true);
        const path = `${link.pathname}${link.search}`;

        const page = await t.request(path);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(
          `<form method="post" action="${path.replace(/&/g, "&amp;")}">`,
        );
        // Looking at the page changes nothing (mail scanners follow links).
        const looked = trackedDiamondListSchema.parse(
          await bodyOf(await t.request("/api/tracked", { cookie: owner.cookie })),
        ).tracked;
        expect(looked[0]!.emailsOn).toBe(true);

        const forged = new URL(link);
        forged.searchParams.set("s", "A".repeat(43));
        expect(
          (
            await t.request(`${forged.pathname}${forged.search}`, {
              method: "POST",
              headers: { origin: "" },
            })
          ).status,
        ).toBe(404);

        // A mail client's one-click POST: no session, no Origin, a form body.
        const oneClick = await t.request(path, {
          method: "POST",
          headers: { origin: "", "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
        expect(oneClick.status).toBe(200);
        expect(await oneClick.text()).toContain("You are unsubscribed");
        expect((await t.request(path, { method: "POST" })).status).toBe(200);
        const after = trackedDiamondListSchema.parse(
          await bodyOf(await t.request("/api/tracked", { cookie: owner.cookie })),
        ).tracked;
        expect(after[0]!.emailsOn).toBe(false);

        // Another move of the market: the path grows, and no alert waits for an unsubscribed owner.
        await importMarketFeed(
          { db: t.db, logger: silentLogger },
          await feedFolder(1, "2026-04-20"),
        );
        await sync.runNow();
        expect(rounds).toHaveLength(3);
        await Promise.all(rounds);
        const later = trackedDiamondListSchema.parse(
          await bodyOf(await t.request("/api/tracked", { cookie: owner.cookie })),
        ).tracked;
        expect(later[0]!.points.map((p) => p.source)).toEqual(["analysis", "reprice", "reprice"]);
        expect(
          t.sentMail.filter(
            (m) => m.to === owner.email && m.text.startsWith("News on the diamonds you track"),
          ),
        ).toHaveLength(1);
      },
    );
  },
);

describe.each(testDatabaseKinds())("tracking jobs of two processes on %s", (kind) => {
  const { market, app } = appWithSwappableMarket(kind);

  it("re-price each tracked diamond once per model and send each owner one digest, whichever process runs them", async () => {
    const t = app();
    const owners = await Promise.all([0, 1, 2].map(() => analysedUser(t, [oneCarat])));
    for (const owner of owners) {
      const alerts = { fairValueMovePercent: 5, listedPriceChange: false, comparableBelow: null };
      expect(
        (
          await t.postJson(
            "/api/tracked",
            { analysisId: owner.records[0]!.id, alerts },
            { cookie: owner.cookie },
          )
        ).status,
      ).toBe(201);
    }
    const processes = [0, 1].map(() => trackingJobsOf(t.tracking));
    market.use("dearer", "2030-05-02T00:00:00Z");
    await Promise.all(processes.flatMap((p) => [p.afterNewModel(), p.runNow()]));
    await Promise.all(processes.map((p) => p.stop()));

    for (const owner of owners) {
      const [tracked] = trackedDiamondListSchema.parse(
        await bodyOf(await t.request("/api/tracked", { cookie: owner.cookie })),
      ).tracked;
      expect(tracked!.points.map((p) => p.source)).toEqual(["analysis", "reprice"]);
      expect(
        t.sentMail.filter(
          (m) => m.to === owner.email && m.text.startsWith("News on the diamonds you track"),
        ),
      ).toHaveLength(1);
    }
  });
});

describe.each(testDatabaseKinds())("a digest run of another process, on %s", (kind) => {
  const { market, app } = appWithSwappableMarket(kind);

  it("does not keep this process's new alerts from their digest while it mails the alerts it found", async () => {
    const t = app();
    const early = await analysedUser(t, [oneCarat]);
    const late = await analysedUser(t, [oneCarat]);
    const track = (owner: AnalysedUser) =>
      t.postJson(
        "/api/tracked",
        {
          analysisId: owner.records[0]!.id,
          alerts: { fairValueMovePercent: 5, listedPriceChange: false, comparableBelow: null },
        },
        { cookie: owner.cookie },
      );
    expect((await track(early)).status).toBe(201);
    market.use("dearer", "2030-05-02T00:00:00Z");

    // The other process re-prices first and its digest run stalls on a slow mail server.
    let mailing!: () => void;
    let answer!: () => void;
    const stalled = new Promise<void>((resolve) => (mailing = resolve));
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slowMailer: Mailer = {
      kind: "smtp",
      async send(message) {
        mailing();
        await answered;
        await t.tracking.mailer.send(message);
      },
    };
    const other = trackingJobsOf({ ...t.tracking, mailer: slowMailer });
    const otherRound = other.afterNewModel();
    await stalled;

    // Tracked meanwhile: this process prices it, raising an alert the stalled run did not look for.
    expect((await track(late)).status).toBe(201);
    const jobs = trackingJobsOf(t.tracking);
    await jobs.afterNewModel();
    answer();
    await otherRound;
    await Promise.all([jobs.stop(), other.stop()]);

    for (const owner of [early, late]) {
      expect(
        t.sentMail.filter(
          (m) => m.to === owner.email && m.text.startsWith("News on the diamonds you track"),
        ),
      ).toHaveLength(1);
    }
  });
});
