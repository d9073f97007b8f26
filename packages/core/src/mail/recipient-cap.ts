import type { Database } from "@faircarat/db";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";

const HOUR = 60 * 60_000;

/**
 * Mails that anyone can aim at an address they type (sign-up, verification, an existing
 * account's notice) reach one inbox at most this often, whoever asks and from wherever.
 */
export const MAIL_TO_RECIPIENT_PER_HOUR = 3;
export const MAIL_TO_RECIPIENT_PER_DAY = 10;

/** Google delivers both domains to the same inbox. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address reaches: lower case, without a `+tag`, and without the dots Gmail ignores,
 * with googlemail.com read as gmail.com, so `Ada+1@x`, `ada+2@x`, `a.da@googlemail.com` and
 * `ada@gmail.com` cannot buy a second allowance for the same person.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split("+")[0] ?? "";
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll(".", "")}@gmail.com`;
  return `${local}@${domain}`;
}

export const recipientRules = (email: string): RateLimitRule[] => {
  const key = recipientKey(email);
  return [
    { key: `mail-to:hour:${key}`, limit: MAIL_TO_RECIPIENT_PER_HOUR, windowMs: HOUR },
    { key: `mail-to:day:${key}`, limit: MAIL_TO_RECIPIENT_PER_DAY, windowMs: 24 * HOUR },
  ];
};

/**
 * Counts one mail to this address in the shared rate-limit buckets; false once it is over either
 * cap.
 */
export async function claimMailToRecipient(
  db: Database,
  email: string,
  now = new Date(),
): Promise<boolean> {
  const outcomes = await Promise.all(
    recipientRules(email).map((rule) => consumeRateLimit(db, rule, now)),
  );
  return outcomes.every((outcome) => outcome.allowed);
}
