import { UPLOAD_BUCKET } from "@faircarat/contracts";
import { createLocalStorage, createS3Storage, type FileStorage } from "@faircarat/core";
import type { Env } from "./env";

/** The configured file storage: a local folder, or S3-compatible object storage. */
export function createStorage(config: Env["storage"]): FileStorage {
  if (config.kind === "s3") return createS3Storage(config);
  return createLocalStorage(config.root, UPLOAD_BUCKET);
}
