import { uploadListResponseSchema, type UploadedFile } from "@faircarat/contracts";

/**
 * The widget's list survives the trip to checkout and back (same tab), so a resumed analysis still
 * carries its files. Kept per user: another account signing in on this tab sees none of them.
 */
const KEY = "faircaratUploads";
const none: UploadedFile[] = [];
const listeners = new Set<() => void>();
let memory: { userId: string; files: UploadedFile[] } | null | undefined;

function read(): { userId: string; files: UploadedFile[] } | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { userId?: unknown; files?: unknown };
    const files = uploadListResponseSchema.safeParse({ files: parsed.files });
    return typeof parsed.userId === "string" && files.success ? { userId: parsed.userId, files: files.data.files } : null;
  } catch {
    return null;
  }
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
