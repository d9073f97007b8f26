import { describe, expect, it } from "vitest";
import { recipientKey } from "./recipient-cap";

describe("the inbox an address reaches", () => {
  it("folds letter case and +tags for any domain", () => {
    expect(recipientKey(" Ada+news@Example.com ")).toBe("ada@example.com");
  });

  it("folds Gmail's dots, and treats googlemail.com as gmail.com (one Google inbox)", () => {
    const inbox = recipientKey("ab@gmail.com");
    for (const address of ["a.b+x@googlemail.com", "A.B@GoogleMail.com", "a.b+y@gmail.com"])
      expect(recipientKey(address)).toBe(inbox);
  });

  it("keeps the dots of other domains", () => {
    expect(recipientKey("a.b@example.com")).not.toBe(recipientKey("ab@example.com"));
  });
});
