import type { UploadedFile } from "@faircarat/contracts";
import { storageKeys } from "@/config/storage-keys";

/**
 * The widget's list survives the trip to checkout and back (same tab), so a resumed analysis still
 * carries its files. Kept per user: another account signing in on this tab sees none of them.
 */
const KEY = storageKeys.uploads;
const none: UploadedFile[] = [];
const listeners = new Set<() => void>();
let memory: { userId: string; files: UploadedFile[] } | null | undefined;

function read(): { userId: string; files: UploadedFile[] } | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { userId?: unknown; files?: unknown };
    return typeof parsed.userId === "string" && isFileList(parsed.files)
      ? { userId: parsed.userId, files: parsed.files }
      : null;
  } catch {
    return null;
  }
}

/**
 * This tab's own copy of what the server sent (validated then): a shape check is enough, and keeps
 * zod out of the first load.
 */
function isFileList(value: unknown): value is UploadedFile[] {
  const keys = ["id", "name", "path", "type", "url", "previewUrl"];
  return (
    Array.isArray(value) &&
    value.every(
      (file: unknown) =>
        typeof file === "object" &&
        file !== null &&
        keys.every((key) => typeof (file as Record<string, unknown>)[key] === "string"),
    )
  );
}

/** For useSyncExternalStore: the same array until the list changes. */
export function uploadsSnapshot(userId: string | null): UploadedFile[] {
  if (memory === undefined) memory = read();
  return userId !== null && memory?.userId === userId ? memory.files : none;
}

export const serverUploadsSnapshot = () => none;

export function subscribeToUploads(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function saveUploads(userId: string, files: UploadedFile[]): void {
  memory = { userId, files };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Blocked storage: the list lives only as long as the page.
  }
  for (const listener of listeners) listener();
}
