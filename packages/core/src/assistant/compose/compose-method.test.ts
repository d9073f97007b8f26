import { describe, expect, it } from "vitest";
import { formatCount } from "@faircarat/contracts/figures";
import { indexedReport } from "../testing/indexed-report";
import { composeMethod } from "./compose-method";

describe("where the report's figures come from (method)", () => {
  it("names the published index beside the listings: a retailer the index alone names has no listings of ours", () => {
    // Found reviewing issue 27: "a model fitted on 42,760 listings from 11 retailers (Blue Nile,
    // ..., Ritani, ...)".
    const { analysis } = indexedReport();
    expect(analysis.basis.indexDate).toBeTruthy();
    const answer = composeMethod(analysis);
    const retailers = analysis.basis.retailers;
    expect(answer).toContain(
      `a model fitted on ${formatCount(analysis.basis.listings)} listings and a published price index, covering ${retailers.length} retailers (${retailers.join(", ")})`,
    );
    expect(answer).not.toContain("comes from market listings,");
  });

  it("keeps the listings' own wording for an analysis made before indexes were a source", () => {
    const { analysis } = indexedReport();
    const answer = composeMethod({ ...analysis, basis: { ...analysis.basis, indexDate: null } });
    expect(answer).toContain(
      `a model fitted on ${formatCount(analysis.basis.listings)} listings from ${analysis.basis.retailers.length} retailers (`,
    );
  });
});
