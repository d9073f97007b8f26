import { DomainError } from "../errors";
import { findOwnUpload } from "./find-own-upload";
import type { UploadsContext } from "./uploads-context";

/** A small PNG of the first page of the caller's own PDF. */
export async function readUploadThumbnail(ctx: UploadsContext, userId: string, id: string): Promise<Uint8Array> {
  const row = await findOwnUpload(ctx, userId, id);
  const bytes = row.type === "application/pdf" && ctx.renderPdfThumbnail ? await ctx.storage.get(row.path) : null;
  const thumbnail = bytes ? await ctx.renderPdfThumbnail?.(bytes) : null;
  if (!thumbnail) throw new DomainError("not_found", "No preview of this file is available.");
  return thumbnail;
}
