import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { oneTestDatabase } from "@faircarat/db/testing";
import {
  bodyOf,
  cookieFrom,
  createTestApp,
  errorOf,
  linkIn,
  type TestApp,
} from "../../testing/test-app";

const password = "secret-pw";
let serial = 0;
const newAccount = () => ({
  fullName: "Ada Lovelace",
  email: `ada${++serial}@example.com`,
  password,
});

describe.each(oneTestDatabase())("auth API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.db.select({ n: count() }).from(tables.users))[0]?.n;
  const signUp = (body: unknown) => t.postJson("/api/auth/sign-up", body);
  const signIn = (body: unknown) => t.postJson("/api/auth/sign-in", body);

  describe("sign-up", () => {
    it("creates the account, sends a verification link and starts no session", async () => {
      const account = newAccount();
      const response = await signUp(account);
      expect(response.status).toBe(201);
      expect(await bodyOf(response)).toMatchObject({
        user: { email: account.email, fullName: "Ada Lovelace", emailVerified: false },
        verificationRequired: false,
      });
      expect(response.headers.getSetCookie()).toEqual([]);
      const mail = t.sentMail.at(-1)!;
      expect(mail.to).toBe(account.email);
      expect(linkIn(mail)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    });

    it("stores the email in lower case", async () => {
      const response = await signUp({ ...newAccount(), email: "  Mixed.Case@Example.COM " });
      expect((await bodyOf(response)).user.email).toBe("mixed.case@example.com");
    });

    it.each([
      [
        { fullName: "A", email: "a@example.com", password: "12345" },
        "Password must be at least 6 characters.",
      ],
      [
        { fullName: "A", email: "d@example.com", password: "      " },
        "Password cannot be only spaces.",
      ],
      [{ fullName: "", email: "b@example.com", password }, "Full name is required."],
      [{ fullName: "A", email: "not-an-email", password }, "Please enter a valid email address."],
      [{ email: "c@example.com", password }, "fullName is required."],
    ])("rejects %o with a readable message and creates nothing", async (body, message) => {
      const before = await userCount();
      const response = await signUp(body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: "validation_failed", message });
      expect(await userCount()).toBe(before);
    });

    it("answers a registered address like a new one, tells its owner, and changes nothing", async () => {
      const account = newAccount();
      await signUp(account);
      const before = await userCount();
      const response = await signUp({
        ...account,
        fullName: "Someone Else",
        password: "another-pw",
      });
      expect(response.status).toBe(201);
      expect(await userCount()).toBe(before);
      expect(t.sentMail.at(-1)).toMatchObject({
        to: account.email,
        subject: "You already have a FairCarat account",
      });
      const stillOriginal = await signIn({ email: account.email, password });
      expect(stillOriginal.status).toBe(200);
    });
  });

  describe("sign-in, session and sign-out", () => {
    it("signs in with an httpOnly SameSite=Lax cookie that the session endpoint accepts", async () => {
      const account = newAccount();
      await signUp(account);
      const response = await signIn({ email: account.email, password });
      expect(response.status).toBe(200);
      const body = await bodyOf(response);
      expect(body.user).toMatchObject({ email: account.email, fullName: "Ada Lovelace" });
      const [setCookie] = response.headers.getSetCookie();
      expect(setCookie).toMatch(/^faircarat\.session_token=/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).not.toMatch(/Secure/); // plain http in tests; Secure when PUBLIC_URL is https

      const session = await bodyOf(
        await t.request("/api/auth/session", { cookie: cookieFrom(response) }),
      );
      expect(session.user.email).toBe(account.email);
      expect(session.session.id).toBe(body.session.id);
    });

    it("rejects a wrong password and an unknown email with the same message", async () => {
      const account = newAccount();
      await signUp(account);
      const wrong = await signIn({ email: account.email, password: "wrong-password" });
      const unknown = await signIn({ email: "nobody@example.com", password });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(await errorOf(response)).toMatchObject({
          code: "invalid_credentials",
          message: "Invalid email or password",
        });
      }
    });

    it("reads a signed-out visitor, a forged cookie and an expired session as signed out", async () => {
      const anonymous = await bodyOf(await t.request("/api/auth/session"));
      expect(anonymous).toEqual({ user: null, session: null });

      const forged = await t.request("/api/auth/session", {
        cookie: "faircarat.session_token=forged.signature",
      });
      expect(await bodyOf(forged)).toEqual({ user: null, session: null });

      const account = newAccount();
      await signUp(account);
      const signedIn = await signIn({ email: account.email, password });
      const { session } = await bodyOf(signedIn);
      await t.db
        .update(tables.sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(tables.sessions.id, session.id));
      const expired = await t.request("/api/auth/session", { cookie: cookieFrom(signedIn) });
      expect(await bodyOf(expired)).toEqual({ user: null, session: null });
    });

    it("signs out: the old cookie no longer opens a session", async () => {
      const account = newAccount();
      await signUp(account);
      const cookie = cookieFrom(await signIn({ email: account.email, password }));
      const out = await t.request("/api/auth/sign-out", { method: "POST", cookie });
      expect(out.status).toBe(204);
      expect(out.headers.getSetCookie().join()).toMatch(/faircarat\.session_token=;/);
      const after = await bodyOf(await t.request("/api/auth/session", { cookie }));
      expect(after.user).toBeNull();
    });

    it("signs out a visitor without a session harmlessly", async () => {
      expect((await t.request("/api/auth/sign-out", { method: "POST" })).status).toBe(204);
    });
  });

  describe("the verification link", () => {
    it("verifies the email, signs the user in and returns home, saying so", async () => {
      const account = newAccount();
      await signUp(account);
      const link = new URL(linkIn(t.sentMail.at(-1)!));
      const response = await t.request(link.pathname + link.search);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/?verified=1");
      const session = await bodyOf(
        await t.request("/api/auth/session", { cookie: cookieFrom(response) }),
      );
      expect(session.user).toMatchObject({ email: account.email, emailVerified: true });
    });

    it("sends a forged token home with an error and verifies nothing", async () => {
      const response = await t.request("/api/auth/verify-email?token=forged&callbackURL=/");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/\?error=/);
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it("answers a bad link without a callback in the error envelope, as every auth error", async () => {
      const forged = await t.request("/api/auth/verify-email?token=forged");
      expect(forged.status).toBe(401);
      expect(await errorOf(forged)).toMatchObject({
        code: "unauthenticated",
        message: "This verification link is invalid or has expired. Sign in to get a new one.",
      });
      for (const [path, message] of [
        ["/api/auth/verify-email", "token is required."],
        ["/api/auth/verify-email?token=", "The verification link is incomplete."],
      ] as const) {
        const incomplete = await t.request(path);
        expect(incomplete.status, path).toBe(400);
        expect(await errorOf(incomplete), path).toMatchObject({
          code: "validation_failed",
          message,
        });
      }
    });

    it.each([
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "/%09/evil.example",
      "javascript:alert(1)",
      // Dot segments the provider tidies into "//evil.example" (found in an attack review).
      "/.//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2E//evil.example",
      "/%2e%2e//evil.example",
      "/.///evil.example",
      "/%252F%252Fevil.example",
    ])("refuses a callback that leaves the site (%s) in the envelope", async (callbackURL) => {
      const response = await t.request(
        `/api/auth/verify-email?token=forged&callbackURL=${callbackURL.replaceAll("/\\", "/%5C")}`,
      );
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: "validation_failed",
        message: "The verification link must return to a page of this site.",
      });
    });
  });
});

describe("auth API when verification is required", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { requireEmailVerification: true });
  });
  afterAll(() => t.close());

  it("refuses to sign in until the emailed link is followed", async () => {
    const account = newAccount();
    const signedUp = await t.postJson("/api/auth/sign-up", account);
    expect((await bodyOf(signedUp)).verificationRequired).toBe(true);
    const firstLink = new URL(linkIn(t.sentMail.at(-1)!));

    const refused = await t.postJson("/api/auth/sign-in", { email: account.email, password });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("email_not_verified");
    expect(refused.headers.getSetCookie()).toEqual([]);

    // Back on the home page, which says the address is confirmed.
    const followed = await t.request(firstLink.pathname + firstLink.search);
    expect(followed.headers.get("location")).toBe("/?verified=1");
    const accepted = await t.postJson("/api/auth/sign-in", { email: account.email, password });
    expect(accepted.status).toBe(200);
  });
});
