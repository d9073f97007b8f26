import { and, desc, eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { DomainError } from "../errors";
import type { UploadsContext } from "./uploads-context";

/** The caller's own file; another user's id is answered exactly like a missing one. */
export async function findOwnUpload(ctx: Pick<UploadsContext, "db">, userId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(tables.uploadedFiles)
    .where(and(eq(tables.uploadedFiles.id, id), eq(tables.uploadedFiles.userId, userId)));
  if (!row) throw new DomainError("not_found", "File not found.");
  return row;
}

export async function listOwnUploads(ctx: Pick<UploadsContext, "db">, userId: string) {
  return ctx.db
    .select()
    .from(tables.uploadedFiles)
    .where(eq(tables.uploadedFiles.userId, userId))
    .orderBy(desc(tables.uploadedFiles.createdAt));
}
