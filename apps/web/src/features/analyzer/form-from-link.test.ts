import { describe, expect, it } from "vitest";
import { emptyForm } from "./analysis-form";
import { formFromLink, linkToForm, withoutFormParameters } from "./form-from-link";

describe("formFromLink", () => {
  it("fills the fields a link names and leaves the rest empty", () => {
    expect(
      formFromLink(
        "?listingUrl=https%3A%2F%2Fwww.withclarity.com%2Fproducts%2Fdiamonds%3Fsku%3DX&carat=1.1&shape=round&other=1",
      ),
    ).toEqual({
      ...emptyForm,
      listingUrl: "https://www.withclarity.com/products/diamonds?sku=X",
      carat: "1.1",
      shape: "round",
    });
  });

  it("is null for a link without form fields", () => {
    expect(formFromLink("?analysis=abc")).toBeNull();
    expect(formFromLink("")).toBeNull();
  });

  it("drops only the form's parameters from the address", () => {
    expect(withoutFormParameters("http://x.test/?carat=1&checkout=cancelled#analyzer")).toBe(
      "/?checkout=cancelled#analyzer",
    );
  });
});

describe("linkToForm", () => {
  it("opens the analyzer with a stored analysis's typed form, which formFromLink reads back", () => {
    const typed = { carat: "1.52", color: "F", clarity: "VS1", listedPrice: "$1,450", cut: "" };
    const link = linkToForm({ ...typed, note: "not a form field" });
    expect(link).toBe("/?carat=1.52&color=F&clarity=VS1&listedPrice=%241%2C450#analyzer");
    expect(formFromLink(link.slice(1, link.indexOf("#")))).toMatchObject({
      carat: "1.52",
      color: "F",
      clarity: "VS1",
      listedPrice: "$1,450",
      cut: "",
    });
    expect(linkToForm({})).toBe("/#analyzer");
  });
});
