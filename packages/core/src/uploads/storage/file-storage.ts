/**
 * One place files live: a local folder by default, S3-compatible object storage by configuration.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  readonly bucket: string;
  /** Writes a new object; throws ObjectExistsError rather than overwrite one. */
  put(
    key: string,
    body: Uint8Array,
    options: { contentType: string; cacheControl: string },
  ): Promise<void>;
  /** The object's bytes, or null when it does not exist. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the object; removing a missing object is not an error. */
  remove(key: string): Promise<void>;
}

export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`An object already exists at ${key}`);
    this.name = "ObjectExistsError";
  }
}
