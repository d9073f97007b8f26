import { describe, expect, it } from "vitest";
import { analysisRequestSchema } from "@faircarat/contracts";
import { stoneInput } from "./create-analysis";

const request = (body: object) =>
  analysisRequestSchema.parse({
    listedPrice: 2140,
    carat: 1.52,
    color: "F",
    clarity: "VS2",
    ...body,
  });

describe("stoneInput", () => {
  it("names the retailer by the URL's host when the extension read the page in the buyer's browser", () => {
    expect(
      stoneInput(
        request({
          listingUrl: "https://www.bluenile.com/diamond-details/LD23456789",
          listingPageRead: true,
        }),
      ).retailer,
    ).toBe("Blue Nile");
    expect(
      stoneInput(
        request({
          listingUrl: "https://www.grownbrilliance.com/diamond-details/x",
          listingPageRead: true,
        }),
      ).retailer,
    ).toBe("Grown Brilliance");
  });

  it("leaves the retailer to the server's own read of the page otherwise", () => {
    expect(
      stoneInput(request({ listingUrl: "https://www.bluenile.com/diamond-details/LD23456789" })),
    ).not.toHaveProperty("retailer");
    expect(stoneInput(request({ listingPageRead: true }))).not.toHaveProperty("retailer");
  });
});
