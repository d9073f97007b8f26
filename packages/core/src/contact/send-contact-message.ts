import { randomUUID } from "node:crypto";
import type { ContactMessageInput, ContactMessageReceipt } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";

/**
 * Stores a contact-form message for the support team
 * (docs/decisions/013-contact-and-public-pages.md). `userId` links a signed-in sender's account;
 * anonymous visitors send with `null`.
 */
export async function sendContactMessage(
  db: Database,
  input: ContactMessageInput,
  userId: string | null,
): Promise<ContactMessageReceipt> {
  const [row] = await db
    .insert(tables.contactMessages)
    .values({ id: randomUUID(), userId, ...input })
    .returning({ id: tables.contactMessages.id, createdAt: tables.contactMessages.createdAt });
  if (!row) throw new Error("Contact message insert returned no row");
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
