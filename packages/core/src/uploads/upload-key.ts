const MAX_NAME_LENGTH = 120;

/** A file name safe as one path segment: no directories, no control or odd characters. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[^\w.\- ]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/^[.-]+/, "");
  const limited =
    cleaned.length > MAX_NAME_LENGTH ? cleaned.slice(cleaned.length - MAX_NAME_LENGTH) : cleaned;
  return limited || "file";
}

/** The spec's storage path `{userId}/{folder}/{timestamp}-{filename}`. */
export function buildUploadKey(
  userId: string,
  folder: string,
  timestamp: number,
  fileName: string,
): string {
  return `${userId}/${folder}/${timestamp}-${fileName}`;
}
