import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_RATE_LIMIT,
  contactMessageReceiptSchema,
} from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { oneTestDatabase } from "@faircarat/db/testing";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const message = {
  firstName: " Ada ",
  lastName: "Lovelace",
  email: " Ada@Example.com ",
  subject: "API Access",
  message: "I would like an API key for our store.",
};

describe.each(oneTestDatabase())("contact API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const stored = (id: string) =>
    t.db.select().from(tables.contactMessages).where(eq(tables.contactMessages.id, id));

  it("stores an anonymous visitor's message, trimmed and normalised, and answers its reference", async () => {
    const response = await t.postJson("/api/contact", message);
    expect(response.status).toBe(201);
    const receipt = contactMessageReceiptSchema.parse(await bodyOf(response));
    const [row] = await stored(receipt.id);
    expect(row).toMatchObject({
      userId: null,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      subject: "API Access",
      message: "I would like an API key for our store.",
    });
    expect(row?.createdAt.toISOString()).toBe(receipt.receivedAt);
  });

  it("links a signed-in sender's account", async () => {
    const { cookie, userId } = await t.signedInUser();
    const receipt = await bodyOf(await t.postJson("/api/contact", message, { cookie }));
    const [row] = await stored(receipt.id);
    expect(row?.userId).toBe(userId);
  });

  it.each([
    ["an invalid email", { email: "not-an-email" }, "Please enter a valid email address."],
    ["a missing first name", { firstName: "  " }, "Please enter your first name."],
    ["a short message", { message: "Hi" }, "Your message needs at least 10 characters."],
    [
      "a message over the limit",
      { message: "x".repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
      `Your message can be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
    ],
  ])("refuses %s with a readable message and stores nothing", async (_, change, text) => {
    const before = (await t.db.select().from(tables.contactMessages)).length;
    const response = await t.postJson("/api/contact", { ...message, ...change });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toContain(text);
    expect((await t.db.select().from(tables.contactMessages)).length).toBe(before);
  });

  it("limits messages per client address", async () => {
    const ip = "10.9.9.9";
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent += 1) {
      expect((await t.postJson("/api/contact", message, { ip })).status).toBe(201);
    }
    const refused = await t.postJson("/api/contact", message, { ip });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe("rate_limited");
    expect((await t.postJson("/api/contact", message, { ip: "10.9.9.10" })).status).toBe(201);
  });
});
