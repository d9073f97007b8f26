import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enterpriseLeadReceiptSchema } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { oneTestDatabase } from "@faircarat/db/testing";
import {
  MAIL_TO_RECIPIENT_PER_HOUR,
  claimMailToRecipient,
} from "@faircarat/core/mail/recipient-cap";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const lead = {
  company: "Sparkle & Co",
  name: "Ada Jeweler",
  email: "Ada@Sparkle.test",
  useCase: "Price checks for our online inventory",
  expectedMonthlyCalls: 50_000,
};

describe.each(oneTestDatabase())("enterprise leads on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("stores the lead and acknowledges it by email", async () => {
    const response = await t.postJson(
      "/api/enterprise-leads",
      { ...lead, source: "contact-sales" },
      { ip: "203.0.113.1" },
    );
    expect(response.status).toBe(201);
    const receipt = enterpriseLeadReceiptSchema.parse(await bodyOf(response));
    const [stored] = await t.db.select().from(tables.enterpriseLeads);
    expect(stored).toMatchObject({
      id: receipt.id,
      company: "Sparkle & Co",
      email: "ada@sparkle.test",
      expectedMonthlyCalls: 50_000,
      source: "contact-sales",
    });
    const mail = t.sentMail.find((m) => m.to === "ada@sparkle.test");
    expect(mail?.subject).toBe("We received your FairCarat enterprise request");
    expect(mail?.text).toContain(receipt.id);
    expect(mail?.text).toContain("about 50,000 API calls a month");
  });

  it("mails back none of the form's free text: the acknowledgement cannot carry someone else's message", async () => {
    const phishing = {
      ...lead,
      email: "victim@mail.test",
      name: "Your account is locked: sign in at https://evil.test",
      company: "Visit https://evil.test now",
    };
    expect(
      (await t.postJson("/api/enterprise-leads", phishing, { ip: "203.0.113.4" })).status,
    ).toBe(201);
    const mail = t.sentMail.find((m) => m.to === "victim@mail.test")!;
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain("evil.test");
  });

  it("sends one inbox at most 3 acknowledgements a day, whichever addresses ask", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await t.postJson(
            "/api/enterprise-leads",
            { ...lead, email: "Busy@Inbox.test" },
            { ip: `198.51.100.${i + 1}` },
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(t.sentMail.filter((m) => m.to === "busy@inbox.test")).toHaveLength(3);
  });

  it("counts the acknowledgement in the inbox's allowance shared with account emails: past it the lead is stored, no mail sent", async () => {
    for (let i = 0; i < MAIL_TO_RECIPIENT_PER_HOUR; i++)
      expect(await claimMailToRecipient(t.db, "Shared@Inbox.test")).toBe(true);
    const response = await t.postJson(
      "/api/enterprise-leads",
      { ...lead, email: "shared+sales@inbox.test" },
      { ip: "198.51.100.40" },
    );
    expect(response.status).toBe(201);
    const receipt = enterpriseLeadReceiptSchema.parse(await bodyOf(response));
    expect((await t.db.select().from(tables.enterpriseLeads)).map((row) => row.id)).toContain(
      receipt.id,
    );
    expect(
      t.sentMail.filter((m) => m.to.includes("inbox.test") && m.to.startsWith("shared")),
    ).toHaveLength(0);
  });

  it("refuses an invalid form with the field's message", async () => {
    const response = await t.postJson(
      "/api/enterprise-leads",
      { ...lead, email: "nope" },
      { ip: "203.0.113.2" },
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "validation_failed",
      message: "Please enter a valid email address.",
    });
  });

  it("limits each address to 5 leads per 10 minutes", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t.postJson(
            "/api/enterprise-leads",
            { ...lead, email: `ada${i}@sparkle.test` },
            { ip: "203.0.113.3" },
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
