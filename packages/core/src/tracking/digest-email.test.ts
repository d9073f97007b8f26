import { describe, expect, it } from "vitest";
import { digestEmail } from "./digest-email";

describe("digestEmail", () => {
  const links = {
    history: "https://fc.example/#history",
    unsubscribe: "https://fc.example/api/alerts/unsubscribe?u=1&s=x",
  };

  it("groups the day's alerts by stone and ends with the unsubscribe link", () => {
    const mail = digestEmail(
      [
        {
          stone: "1.02 ct Round G VS1",
          alert: {
            kind: "fair_value_moved",
            detail: { fromCents: 500_000, toCents: 450_000, percent: -10 },
          },
        },
        {
          stone: "1.5 ct Oval F VVS2",
          alert: { kind: "listed_price_changed", detail: { fromCents: 800_000, toCents: 760_000 } },
        },
        {
          stone: "1.02 ct Round G VS1",
          alert: {
            kind: "comparable_below_target",
            detail: { priceCents: 390_000, source: "Acme <Gems>", url: null, targetCents: 400_000 },
          },
        },
      ],
      links,
    );
    expect(mail.subject).toBe("FairCarat: 3 alerts on your tracked diamonds");
    expect(mail.text).toContain(
      "1.02 ct Round G VS1\n- Fair value fell 10%, from $5,000 to $4,500.\n- A comparable stone at Acme <Gems> is listed at $3,900, below your target of $4,000.",
    );
    expect(mail.text).toContain(
      "1.5 ct Oval F VVS2\n- Listed price changed from $8,000 to $7,600.",
    );
    expect(mail.text.trimEnd().endsWith(links.unsubscribe)).toBe(true);
    expect(mail.html).toContain("Acme &lt;Gems&gt;");
    expect(mail.html).toContain(`href="${links.unsubscribe.replace("&", "&amp;")}"`);
  });

  it("names the stone in the subject of a single alert", () => {
    const mail = digestEmail(
      [
        {
          stone: "1 ct Round E VS2",
          alert: {
            kind: "fair_value_moved",
            detail: { fromCents: 100_000, toCents: 110_000, percent: 10 },
          },
        },
      ],
      links,
    );
    expect(mail.subject).toBe("FairCarat alert: 1 ct Round E VS2");
    expect(mail.text).toContain("Fair value rose 10%, from $1,000 to $1,100.");
  });
});
