import { randomUUID } from "node:crypto";
import { count, eq, sql, sum } from "drizzle-orm";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCOUNT_LIMITS,
  UPLOAD_CACHE_CONTROL_SECONDS,
  uploadErrorMessage,
  uploadMessages,
  type CertificateReading,
  type UploadedFile,
} from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { isUnopenableFile } from "../certificates/read-certificate";
import { DomainError } from "../errors";
import { detectMediaType } from "./detect-media-type";
import { toUploadedFile } from "./to-uploaded-file";
import { ObjectExistsError } from "./storage/file-storage";
import { buildUploadKey, sanitiseFileName } from "./upload-key";
import type { UploadsContext } from "./uploads-context";
import { formatCount } from "@faircarat/contracts/figures";

const KEY_ATTEMPTS = 5;
const files = tables.uploadedFiles;

/**
 * An account keeps a bounded number of files and bytes: unbounded, one account could fill the disk
 * (decision 036).
 */
function refuseOverLimits(
  limits: { files: number; bytes: number },
  filesHeld: number,
  bytesAfter: number,
) {
  const remove = "Remove files you no longer need, then upload again.";
  if (filesHeld >= limits.files)
    throw new DomainError(
      "conflict",
      `An account keeps at most ${formatCount(limits.files)} files. ${remove}`,
    );
  if (bytesAfter > limits.bytes)
    throw new DomainError(
      "conflict",
      `An account's files can take at most ${formatBytes(limits.bytes)} in all. ${remove}`,
    );
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatCount(Math.round(bytes / (1024 * 1024)))} MB`
    : `${formatCount(bytes)} bytes`;

export interface UploadInput {
  name: string;
  folder: string;
  bytes: Uint8Array;
}

/**
 * Stores a user's file under a fresh key (never overwriting), records it, then reads it as a
 * certificate. A file the reader cannot open at all (a "%PDF-" header and nothing else) is removed
 * again and refused with a 422: it is no certificate, and keeping it would only hold storage.
 */
export async function saveUpload(
  ctx: UploadsContext,
  userId: string,
  input: UploadInput,
): Promise<UploadedFile> {
  if (input.bytes.byteLength === 0)
    throw new DomainError("validation_failed", uploadErrorMessage(uploadMessages.emptyFile));
  if (input.bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new DomainError("payload_too_large", uploadErrorMessage(uploadMessages.tooLarge));
  const type = detectMediaType(input.bytes);
  if (!type)
    throw new DomainError("validation_failed", uploadErrorMessage(uploadMessages.invalidType));

  const name = sanitiseFileName(input.name);
  const path = await putUnique(ctx, userId, input.folder, name, input.bytes, type);
  const id = randomUUID();
  const row = await ctx.db
    .transaction(async (tx) => {
      // Count and insert as one decision per account, across processes, so racing uploads cannot
      // pass the limits.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`);
      const [held] = await tx
        .select({ files: count(), bytes: sum(files.sizeBytes).mapWith(Number) })
        .from(files)
        .where(eq(files.userId, userId));
      refuseOverLimits(
        ctx.accountLimits ?? UPLOAD_ACCOUNT_LIMITS,
        held?.files ?? 0,
        (held?.bytes ?? 0) + input.bytes.byteLength,
      );
      const [inserted] = await tx
        .insert(files)
        .values({
          id,
          userId,
          bucket: ctx.storage.bucket,
          path,
          name,
          type,
          sizeBytes: input.bytes.byteLength,
        })
        .returning();
      if (!inserted) throw new Error("insert returned no row");
      return inserted;
    })
    .catch(async (error: unknown) => {
      // No record, no object: nobody could ever see or delete it.
      await ctx.storage.remove(path).catch(() => undefined);
      throw error;
    });
  if (!ctx.readCertificate) return toUploadedFile(row);

  const certificate: CertificateReading = await ctx
    .readCertificate(input.bytes, type, userId)
    .catch((error: unknown) => {
      ctx.logger?.error({ err: error, uploadId: id }, "certificate reading failed");
      return {
        status: "unread",
        reason: "The certificate could not be read because of an error on our side.",
      };
    });
  if (isUnopenableFile(certificate)) {
    await ctx.db.delete(tables.uploadedFiles).where(eq(tables.uploadedFiles.id, id));
    await ctx.storage
      .remove(path)
      .catch((error: unknown) =>
        ctx.logger?.warn({ err: error, uploadId: id }, "removing an unopenable upload failed"),
      );
    throw new DomainError("unprocessable_file", certificate.reason);
  }
  const [updated] = await ctx.db
    .update(tables.uploadedFiles)
    .set({ certificate })
    .where(eq(tables.uploadedFiles.id, id))
    .returning();
  return toUploadedFile(updated ?? row);
}

async function putUnique(
  ctx: UploadsContext,
  userId: string,
  folder: string,
  name: string,
  bytes: Uint8Array,
  contentType: string,
) {
  const start = (ctx.now?.() ?? new Date()).getTime();
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt++) {
    const key = buildUploadKey(userId, folder, start + attempt, name);
    try {
      await ctx.storage.put(key, bytes, {
        contentType,
        cacheControl: `private, max-age=${UPLOAD_CACHE_CONTROL_SECONDS}`,
      });
      return key;
    } catch (error) {
      if (!(error instanceof ObjectExistsError)) throw error;
    }
  }
  throw new DomainError("conflict", "A file with this name was just uploaded. Please try again.");
}
