import type { TestApp } from "./test-app";
import { bodyOf } from "./test-app";

/** Subscribes a signed-in account to Unlimited Access through the built-in test checkout. */
export async function subscribe(t: TestApp, cookie: string) {
  const { url } = await bodyOf(
    await t.request("/api/billing/create-checkout", { method: "POST", cookie }),
  );
  await t.request(`${new URL(url).pathname}/pay`, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
}

/** A fresh Unlimited Access subscriber with one API key; the secret as shown once. */
export async function subscriberWithKey(t: TestApp, name = "Inventory sync") {
  const user = await t.signedInUser();
  await subscribe(t, user.cookie);
  const created = await bodyOf(
    await t.postJson("/api/api-keys", { name }, { cookie: user.cookie }),
  );
  return { ...user, secret: created.secret as string, keyId: created.key.id as string };
}

/** A keyed GET against the public API. */
export const keyedGet = (
  t: TestApp,
  path: string,
  secret: string,
  via: "bearer" | "header" = "bearer",
) =>
  t.request(path, {
    headers: via === "bearer" ? { authorization: `Bearer ${secret}` } : { "x-api-key": secret },
  });
