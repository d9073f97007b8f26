import { readdir, stat } from "node:fs/promises";
import path from "node:path";

export interface FeedFile {
  path: string;
  size: number;
  modifiedMs: number;
}

/** The feed path does not exist: callers decide whether that is an error or a warning. */
export class FeedNotFoundError extends Error {
  constructor(readonly feedPath: string) {
    super(`market feed not found: ${feedPath}`);
    this.name = "FeedNotFoundError";
  }
}

/**
 * One file, or every file of the given extensions (.csv by default) directly in a folder, in name
 * order so imports are repeatable.
 */
export async function listFeedFiles(
  fileOrFolder: string,
  extensions: readonly string[] = [".csv"],
): Promise<FeedFile[]> {
  const resolved = path.resolve(fileOrFolder);
  const info = await stat(resolved).catch(() => undefined);
  if (!info) throw new FeedNotFoundError(resolved);
  if (info.isFile()) return [{ path: resolved, size: info.size, modifiedMs: info.mtimeMs }];
  const names = (await readdir(resolved))
    .filter((name) => extensions.some((extension) => name.toLowerCase().endsWith(extension)))
    // An example of a format (shared/data's `*.sample.json`) is no edition: read it only by name.
    .filter((name) => !/\.sample\.[a-z]+$/i.test(name))
    .sort();
  const files = await Promise.all(
    names.map(async (name) => ({
      path: path.join(resolved, name),
      stats: await stat(path.join(resolved, name)),
    })),
  );
  return files
    .filter(({ stats }) => stats.isFile())
    .map(({ path: file, stats }) => ({ path: file, size: stats.size, modifiedMs: stats.mtimeMs }));
}
