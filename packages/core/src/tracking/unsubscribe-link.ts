import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "faircarat:alert-emails:unsubscribe:v1";

/**
 * The signature of a user's unsubscribe link: HMAC-SHA256 over a purpose label and the user id,
 * base64url (43 characters).
 */
export function unsubscribeSignature(secret: string, userId: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${userId}`).digest("base64url");
}

/** Compared in constant time, so the signature cannot be found a character at a time. */
export function isUnsubscribeSignature(secret: string, userId: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The one-click link in every digest; it works without signing in and never expires (it only turns
 * emails off).
 */
export function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  const query = new URLSearchParams({ u: userId, s: unsubscribeSignature(secret, userId) });
  return `${publicUrl}/api/alerts/unsubscribe?${query.toString()}`;
}
