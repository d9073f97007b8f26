import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A "Request Quote" / "Contact Sales" form from the enterprise page, kept for the sales team. */
export const enterpriseLeads = pgTable(
  "enterprise_leads",
  {
    id: text("id").primaryKey(),
    company: text("company").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    useCase: text("use_case").notNull(),
    expectedMonthlyCalls: integer("expected_monthly_calls").notNull(),
    /** Which button opened the form. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("enterprise_leads_created_idx").on(table.createdAt)],
);
