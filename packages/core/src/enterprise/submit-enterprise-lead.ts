import { randomUUID } from "node:crypto";
import {
  enterpriseLeadInputSchema,
  type EnterpriseLeadInput,
  type EnterpriseLeadReceipt,
} from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { claimMailToRecipient } from "../mail/recipient-cap";
import { formatCount } from "@faircarat/contracts/figures";

export interface EnterpriseLeadContext {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Stores an enterprise enquiry for the sales team and acknowledges it to the sender by email. */
export async function submitEnterpriseLead(
  ctx: EnterpriseLeadContext,
  raw: EnterpriseLeadInput,
): Promise<EnterpriseLeadReceipt> {
  const input = enterpriseLeadInputSchema.parse(raw);
  const [row] = await ctx.db
    .insert(tables.enterpriseLeads)
    .values({ id: randomUUID(), ...input })
    .returning({ id: tables.enterpriseLeads.id, createdAt: tables.enterpriseLeads.createdAt });
  if (!row) throw new Error("enterprise lead insert returned no row");
  const calls = formatCount(input.expectedMonthlyCalls);
  // Only our own words and figures: the form is open to anyone, and a name or company written as
  // a message would otherwise reach any inbox from our address.
  const text = [
    "Hello,",
    "",
    `Thank you for your interest in FairCarat. We have your request (reference ${row.id}) for about ${calls} API calls a month,`,
    "and our sales team will reply within one business day.",
    "",
    "The FairCarat team",
  ].join("\n");
  // The lead is stored either way: a mail failure must not lose it or fail the form. The form is
  // open to anyone, so the acknowledgement counts against the inbox's allowance shared with the
  // account emails (sign-up, verification): no flow can be used to fill someone's inbox.
  if (!(await claimMailToRecipient(ctx.db, input.email))) {
    ctx.logger.warn(
      { leadId: row.id },
      "enterprise lead acknowledgement not sent: this address had its allowance of emails",
    );
    return { id: row.id, receivedAt: row.createdAt.toISOString() };
  }
  try {
    await ctx.mailer.send({
      to: input.email,
      subject: "We received your FairCarat enterprise request",
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`,
    });
  } catch (err) {
    ctx.logger.warn({ err, leadId: row.id }, "enterprise lead acknowledgement failed");
  }
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
