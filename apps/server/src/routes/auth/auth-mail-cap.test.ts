import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAIL_TO_RECIPIENT_PER_HOUR, type Logger } from "@faircarat/core";
import { bodyOf, createTestApp, type TestApp } from "../../testing/test-app";

const password = "secret-pw";

describe("account mails one address can be sent on request", () => {
  let t: TestApp;
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger;
  beforeAll(async () => {
    // Sign-up limits per client and per typed email out of the way: the cap is per inbox.
    t = await createTestApp("pglite", {
      authRateLimitPerMinute: 1000,
      requireEmailVerification: true,
      logger,
    });
  });
  afterAll(() => t.close());

  const mailsTo = (email: string) =>
    t.sentMail.filter((mail) => mail.to.toLowerCase().replace(/\+[^@]*/, "") === email).length;
  let ip = 0;
  const signUp = (email: string, fullName = "Ada Lovelace") =>
    t.postJson("/api/auth/sign-up", { fullName, email, password }, { ip: `198.51.100.${++ip}` });

  it("stops mailing a registered address past the cap, answering every sign-up exactly alike", async () => {
    const email = "victim@example.com";
    const answers: unknown[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await signUp(email);
      expect(response.status).toBe(201);
      // A registered address is answered with a made-up id each time, capped or not.
      const { user, ...rest } = (await bodyOf(response)) as { user: { id: string } };
      answers.push({ ...rest, user: { ...user, id: typeof user.id } });
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(mailsTo(email)).toBe(MAIL_TO_RECIPIENT_PER_HOUR);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ email }),
      expect.stringMatching(/not sent/),
    );
  });

  it("counts an inbox's +tags and letter case as one address, so new accounts buy no more verification mails", async () => {
    for (let i = 0; i < 8; i++) expect((await signUp(`Target+${i}@Example.com`)).status).toBe(201);
    expect(mailsTo("target@example.com")).toBe(MAIL_TO_RECIPIENT_PER_HOUR);
  });

  it("counts gmail.com and googlemail.com as one inbox, with its dots and +tags (found in an operator review: 6 mails an hour reached it; test failed before)", async () => {
    const spellings = [
      "a.b+x@googlemail.com",
      "ab@gmail.com",
      "A.B@GoogleMail.com",
      "a.b+y@gmail.com",
    ];
    for (let i = 0; i < 8; i++)
      expect((await signUp(spellings[i % spellings.length]!)).status).toBe(201);
    const toGoogleInbox = t.sentMail.filter((mail) => /@(gmail|googlemail)\.com$/i.test(mail.to));
    expect(toGoogleInbox).toHaveLength(MAIL_TO_RECIPIENT_PER_HOUR);
  });

  it("caps the verification mail a sign-in to an unverified account sends", async () => {
    const email = "unverified@example.com";
    await signUp(email);
    for (let i = 0; i < 6; i++) {
      const response = await t.postJson(
        "/api/auth/sign-in",
        { email, password },
        { ip: `192.0.2.${i + 1}` },
      );
      expect(response.status).toBe(403);
    }
    expect(mailsTo(email)).toBe(MAIL_TO_RECIPIENT_PER_HOUR);
  });
});
