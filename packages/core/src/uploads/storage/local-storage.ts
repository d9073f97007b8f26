import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ObjectExistsError, type FileStorage } from "./file-storage";

/**
 * Objects as files under `{root}/{bucket}/{key}`; the exclusive flag makes overwriting impossible.
 */
export function createLocalStorage(root: string, bucket: string): FileStorage {
  const base = path.resolve(root, bucket);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`Key escapes the bucket: ${key}`);
    return file;
  };
  return {
    kind: "local",
    bucket,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, body, { flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(key);
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
