import { eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { findOwnUpload } from "./find-own-upload";
import type { UploadsContext } from "./uploads-context";

/** Removes the caller's own file: the object first, then the record. */
export async function deleteUpload(ctx: UploadsContext, userId: string, id: string): Promise<void> {
  const row = await findOwnUpload(ctx, userId, id);
  await ctx.storage.remove(row.path);
  await ctx.db.delete(tables.uploadedFiles).where(eq(tables.uploadedFiles.id, row.id));
}
