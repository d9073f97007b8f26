import { errorEnvelopeSchema } from "@faircarat/contracts";
import { createAuth, silentLogger, type Logger, type Mailer, type MailMessage } from "@faircarat/core";
import { createTestDb, type TestDatabaseKind } from "@faircarat/db/testing";
import { createApp } from "../app";

export const TEST_PUBLIC_URL = "http://localhost:3000";

export interface TestAppOptions {
  requireEmailVerification?: boolean;
  authRateLimitPerMinute?: number;
  logger?: Logger;
}

/** The whole API in-process on a database of its own, with mail kept in memory. */
export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}) {
  const database = await createTestDb(kind);
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = { kind: "smtp", send: async (message) => void sentMail.push(message) };
  const requireEmailVerification = options.requireEmailVerification ?? false;
  const logger = options.logger ?? silentLogger;
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    publicUrl: TEST_PUBLIC_URL,
    secret: "test-secret-test-secret-test-secret-0123",
    requireEmailVerification,
  });
  const app = createApp({
    db: database.db,
    accounts: { auth, requireEmailVerification },
    logger,
    config: { publicUrl: TEST_PUBLIC_URL, trustProxy: true, authRateLimitPerMinute: options.authRateLimitPerMinute ?? 1000 },
  });

  let ipCounter = 0;
  /** Each call gets its own client address unless one is given, so rate limits stay per test. */
  const request = (path: string, init: RequestInit & { ip?: string; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", init.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);
    if (init.cookie) headers.set("cookie", init.cookie);
    if (!headers.has("origin")) headers.set("origin", TEST_PUBLIC_URL);
    return app.request(path, { ...init, headers });
  };
  const postJson = (path: string, body: unknown, init: { ip?: string; cookie?: string } = {}) =>
    request(path, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" }, ...init });

  return { app, db: database.db, sentMail, request, postJson, close: () => database.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export function linkIn(message: MailMessage): string {
  const match = message.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${message.subject}`);
  return match[0];
}

/** The error of an error response, checked against the envelope schema. */
export async function errorOf(response: Response) {
  return errorEnvelopeSchema.parse(await response.json()).error;
}

/** A response body for assertions (tests check its shape with expect). */
export async function bodyOf(response: Response): Promise<any> {
  return response.json();
}
