import { DomainError } from "../errors";
import { findOwnUpload } from "./find-own-upload";
import type { UploadsContext } from "./uploads-context";

/** A small PNG of the first page of the caller's own PDF. */
export async function readUploadThumbnail(
  ctx: UploadsContext,
  userId: string,
  id: string,
): Promise<Uint8Array> {
  const row = await findOwnUpload(ctx, userId, id);
  const bytes =
    row.type === "application/pdf" && ctx.renderPdfThumbnail
      ? await ctx.storage.get(row.path)
      : null;
  if (!bytes || !ctx.renderPdfThumbnail)
    throw new DomainError("not_found", "No preview of this file is available.");
  const thumbnail = await ctx.renderPdfThumbnail(bytes, userId);
  if (thumbnail.status === "busy") throw new DomainError("rate_limited", thumbnail.reason);
  if (thumbnail.status === "refused")
    throw new DomainError(
      "unprocessable_file",
      `No preview of this file: ${lowerFirst(thumbnail.reason)}`,
    );
  return thumbnail.png;
}

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
