import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatUsd } from "@faircarat/contracts/figures";
import { indexedReport } from "../testing/indexed-report";

const { ask, engine } = indexedReport();
const listed = formatUsd(300_000);

describe("a named retailer's usual price for these specs", () => {
  it("re-prices the report's specs with Brilliant Earth named: its usual price, 80% range and index edition, against this listing and the fair value", () => {
    const answer = ask("Is this a good deal compared to Brilliant Earth?");
    const priced = engine("Brilliant Earth");
    const evidence = priced.retailerPrices.find((r) => r.retailer === "Brilliant Earth")!.evidence;
    expect(evidence).toMatchObject({
      kind: "index",
      edition: "2026-07-26",
      collectedOn: "2026-07-23",
    });
    const { lowCents, highCents } = priced.expectedAtRetailerRange!;
    expect(answer).toContain(
      `**Brilliant Earth** usually lists a 1.52 ct Excellent G VS1 oval around **${formatUsd(priced.expectedAtRetailerCents!)}** (likely ${formatUsd(lowCents)} to ${formatUsd(highCents)}; published index, July 2026, ${formatCount(evidence.listings)} listings)`,
    );
    expect(answer).toContain(`you were quoted ${listed}`);
    expect(answer).toContain(
      `the fair market value of ${formatUsd(priced.fairMarketValueCents)} across retailers`,
    );
    expect(answer).toContain(
      `between ${formatUsd(priced.lowCents)} and ${formatUsd(priced.highCents)}`,
    );
    expect(answer).toContain(`prices collected ${formatDate("2026-07-23")}`);
    expect(answer).toContain("valued as round");
  });

  it("states a gap as the difference of the figures it shows", () => {
    const priced = engine("Brilliant Earth");
    const gap = Math.round(300_000 / 100) - Math.round(priced.expectedAtRetailerCents! / 100);
    expect(ask("Is this a good deal compared to Brilliant Earth?")).toContain(
      `you were quoted ${listed}, ${formatUsd(gap * 100)} more than Brilliant Earth's usual price`,
    );
  });

  it.each(["is ritani cheaper", "Is RITANI cheaper than this?", "What would Ritani charge?"])(
    "matches the name as the engine does, any case (%s)",
    (question) => {
      expect(ask(question)).toContain(
        `**Ritani** usually lists a 1.52 ct Excellent G VS1 oval around **${formatUsd(engine("ritani").expectedAtRetailerCents!)}**`,
      );
    },
  );

  it("says what a retailer known from its listings rests on: its listings and their date", () => {
    const priced = engine("Middle");
    const evidence = priced.retailerPrices.find((r) => r.retailer === "Middle")!.evidence;
    expect(evidence.kind).toBe("listings");
    const answer = ask("What would Middle charge for this?");
    expect(answer).toContain(`around **${formatUsd(priced.expectedAtRetailerCents!)}**`);
    expect(answer).toContain(
      `its own listings, ${formatCount(evidence.listings)} of them, newest seen ${formatDate("2026-04-01")}`,
    );
  });

  it("says we have no data for a retailer the engine does not count as current, with the market range it gives instead", () => {
    const priced = engine("Old Shop");
    expect(priced.warnings.map((w) => w.kind)).toContain("retailer-unknown");
    const answer = ask("What would Old Shop charge?");
    expect(answer).toContain("We have no current prices from **Old Shop**");
    expect(answer).toContain("I won't guess");
    expect(answer).toContain(
      `a fair market value of ${formatUsd(priced.fairMarketValueCents)}, and 80% of listings of these specs at any retailer sit between ${formatUsd(priced.lowCents)} and ${formatUsd(priced.highCents)}`,
    );
    expect(answer).toContain(`you were quoted ${listed}`);
    expect(answer).not.toContain("usually lists");
  });

  it("says we have no data for a seller the fit has never seen, named after a comparison, instead of repeating the fair value", () => {
    // Found reviewing issue 27 in the browser: "Is this a good deal compared to Tiffany?" got the
    // fair value with no word on Tiffany.
    const priced = engine("Tiffany");
    expect(priced.warnings.map((w) => w.kind)).toContain("retailer-unknown");
    const answer = ask("Is this a good deal compared to Tiffany?");
    expect(answer).toContain("We have no current prices from **Tiffany**");
    expect(answer).toContain(`a fair market value of ${formatUsd(priced.fairMarketValueCents)}`);
    expect(answer).not.toContain("usually lists");
  });

  it("says we have nothing near these specs for a retailer whose data are elsewhere", () => {
    expect(engine("Tiny Gems").warnings.map((w) => w.kind)).toContain("retailer-not-near");
    const answer = ask("Is Tiny Gems cheaper?");
    expect(answer).toContain(
      "**Tiny Gems** is in our data, but with nothing near a 1.52 ct Excellent G VS1 oval",
    );
    expect(answer).toContain("Retailers we do have near these specs: Brilliant Earth");
  });
});
