import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A file a user uploaded (spec section 3): private to its owner, stored under `path` in `bucket`.
 */
export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bucket: text("bucket").notNull(),
    /** Storage key `{userId}/{folder}/{timestamp}-{filename}`; never reused. */
    path: text("path").notNull().unique(),
    /** The sanitised file name the user sees. */
    name: text("name").notNull(),
    /** The media type judged from the file's content, not its name. */
    type: text("type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** What certificate reading found (or why it could not read), once it has run. */
    certificate: jsonb("certificate"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("uploaded_files_user_created_idx").on(table.userId, table.createdAt)],
);
