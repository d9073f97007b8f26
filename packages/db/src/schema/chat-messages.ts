import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { diamondAnalyses } from "./diamond-analyses";
import { users } from "./users";

/** One turn of the Diamond Expert AI conversation about one analysis (spec section 3). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    analysisId: text("analysis_id")
      .notNull()
      .references(() => diamondAnalyses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "user" or "assistant". */
    role: text("role").notNull(),
    content: text("content").notNull(),
    /** Who wrote an assistant reply: "built-in" or "llm"; null for user messages. */
    author: text("author"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_messages_analysis_created_idx").on(table.analysisId, table.createdAt)],
);
