import { DomainError } from "../errors";
import { findOwnUpload } from "./find-own-upload";
import type { UploadsContext } from "./uploads-context";

/** The bytes and type of the caller's own file. */
export async function readUpload(ctx: UploadsContext, userId: string, id: string) {
  const row = await findOwnUpload(ctx, userId, id);
  const bytes = await ctx.storage.get(row.path);
  if (!bytes) throw new DomainError("not_found", "File not found.");
  return { bytes, type: row.type, name: row.name };
}
