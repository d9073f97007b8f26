import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/** What the benchmarks need of a running built server: a free port, a subscriber, an API key. */

export const benchPassword = "load-test-pw";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export const jsonHeaders = (base: string, cookie?: string) => ({
  "content-type": "application/json",
  origin: base,
  ...(cookie ? { cookie } : {}),
});

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/**
 * The verification link the server wrote to its outbox for this address (quoted-printable undone).
 */
function verificationLink(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, "outbox");
  const file = readdirSync(outbox).find((name) => name.endsWith(`-${email}.eml`));
  const text = file
    ? readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=")
    : "";
  const link = text.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/)?.[0];
  if (!link) throw new Error(`no verification email for ${email} in ${outbox}`);
  return link;
}

/**
 * A subscriber's session cookie: signed up, email confirmed by its link, Unlimited bought through
 * the built-in test checkout.
 */
export async function subscriber(base: string, dataDir: string, email: string): Promise<string> {
  const json = jsonHeaders(base);
  const account = { fullName: "Load Test", email, password: benchPassword };
  await fetch(`${base}/api/auth/sign-up`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(account),
  });
  // A confirmed address, as API_ENTERPRISE_ACCOUNTS needs of an email (the link signs the user in).
  const link = new URL(verificationLink(dataDir, email));
  const confirmed = await fetch(`${base}${link.pathname}${link.search}`, { redirect: "manual" });
  if (confirmed.status !== 302)
    throw new Error(`email not confirmed: ${confirmed.status} ${await confirmed.text()}`);
  const cookie = cookieOf(confirmed);
  const checkout = await fetch(`${base}/api/billing/create-checkout`, {
    method: "POST",
    headers: { ...json, cookie },
  });
  const { url } = (await checkout.json()) as { url: string };
  await fetch(`${base}${new URL(url).pathname}/pay`, {
    method: "POST",
    headers: { origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  const status = (await (
    await fetch(`${base}/api/subscription`, { headers: { cookie } })
  ).json()) as { subscribed: boolean };
  if (!status.subscribed) throw new Error("the load-test user could not subscribe");
  return cookie;
}

/** An API key of the bench account, made on the API keys screen's route like a user would. */
export async function apiKey(base: string, cookie: string): Promise<string> {
  const created = await fetch(`${base}/api/api-keys`, {
    method: "POST",
    headers: jsonHeaders(base, cookie),
    body: JSON.stringify({ name: "bench" }),
  });
  if (created.status !== 201)
    throw new Error(`API key not created: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { secret: string }).secret;
}
