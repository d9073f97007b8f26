import { and, eq, isNull } from "drizzle-orm";
import { tables, type Database } from "@faircarat/db";
import { DomainError } from "../errors";
import { isUnsubscribeSignature } from "./unsubscribe-link";

/**
 * Turns a user's alert emails off from a signed link, without signing in. Idempotent: a second
 * click (or a mail client's one-click POST after the user's) changes nothing. Alerts waiting for a
 * digest are dropped, so turning emails on later does not send stale news.
 */
export async function unsubscribeAlertEmails(
  db: Database,
  secret: string,
  userId: string,
  signature: string,
): Promise<void> {
  if (!isUnsubscribeSignature(secret, userId, signature))
    throw new DomainError("not_found", "This unsubscribe link is not valid.");
  const [user] = await db
    .select({ id: tables.users.id })
    .from(tables.users)
    .where(eq(tables.users.id, userId))
    .limit(1);
  // A deleted account's link: there is nothing left to email.
  if (!user) return;
  await db.transaction(async (tx) => {
    await tx.insert(tables.alertUnsubscribes).values({ userId }).onConflictDoNothing();
    await tx
      .delete(tables.trackedAlerts)
      .where(and(eq(tables.trackedAlerts.userId, userId), isNull(tables.trackedAlerts.digestDay)));
  });
}

/**
 * Whether the signature is the user's: the confirmation page checks it before offering the button.
 */
export function isValidUnsubscribeLink(secret: string, userId: string, signature: string): boolean {
  return isUnsubscribeSignature(secret, userId, signature);
}
