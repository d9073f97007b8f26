import { MAX_UPLOAD_BYTES } from "@faircarat/contracts/limits";
import { UPLOAD_MEDIA_TYPES, uploadMessages } from "@faircarat/contracts/upload-rules";

export interface UploadNotice {
  title: string;
  description?: string;
}

const acceptedTypes = new Set<string>(UPLOAD_MEDIA_TYPES);

/** The spec's client-side checks (section 5); the server checks again, by the file's content. */
export function checkUpload(file: File | undefined, signedIn: boolean): UploadNotice | null {
  if (!signedIn) return uploadMessages.authenticationRequired;
  if (!file) return uploadMessages.noFile;
  if (file.size === 0) return uploadMessages.emptyFile;
  if (!acceptedTypes.has(file.type)) return uploadMessages.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return null;
}

/** A server message "Title: description" as a toast's title and description. */
export function toNotice(message: string): UploadNotice {
  const split = message.indexOf(": ");
  return split > 0
    ? { title: message.slice(0, split), description: message.slice(split + 2) }
    : { title: message };
}

export const ACCEPT_ATTRIBUTE = UPLOAD_MEDIA_TYPES.join(",");
