import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ObjectExistsError, type FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

const BUCKET = "diamond-uploads";
const root = mkdtempSync(path.join(tmpdir(), "faircarat-storage-"));
let s3rver: S3rver;
let s3Endpoint = "";

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(root, "s3"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver.close();
  rmSync(root, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ["local folder", () => createLocalStorage(path.join(root, "local"), BUCKET)],
  [
    "S3 (s3rver)",
    () =>
      createS3Storage({
        bucket: BUCKET,
        region: "us-east-1",
        endpoint: s3Endpoint,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      }),
  ],
];

describe.each(adapters)("file storage: %s", (_name, create) => {
  const bytes = new TextEncoder().encode("%PDF-1.4 certificate");
  const options = { contentType: "application/pdf", cacheControl: "private, max-age=3600" };

  it("puts, gets and removes an object", async () => {
    const storage = create();
    expect(storage.bucket).toBe(BUCKET);
    const key = `user-1/certificates/${Date.now()}-report.pdf`;
    await storage.put(key, bytes, options);
    expect(await storage.get(key)).toEqual(bytes);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("never overwrites an existing object", async () => {
    const storage = create();
    const key = `user-1/certificates/${Date.now()}-twice.pdf`;
    await storage.put(key, bytes, options);
    await expect(
      storage.put(key, new TextEncoder().encode("other"), options),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await storage.get(key)).toEqual(bytes);
  });
});

describe("local storage", () => {
  it("refuses a key that escapes the bucket", async () => {
    const storage = createLocalStorage(path.join(root, "local"), BUCKET);
    await expect(
      storage.put("../../outside.pdf", new Uint8Array([1]), {
        contentType: "application/pdf",
        cacheControl: "",
      }),
    ).rejects.toThrow(/escapes/);
  });
});
