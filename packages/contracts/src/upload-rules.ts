// Zod-free, so the web app's first load can import them (docs/decisions/010-first-load.md).

/** Types the widget and the API accept, judged by content (magic bytes) on the server. */
export const UPLOAD_MEDIA_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "application/pdf",
] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];
export const UPLOAD_BUCKET = "diamond-uploads";
export const UPLOAD_DEFAULT_FOLDER = "certificates";
export const UPLOAD_CACHE_CONTROL_SECONDS = 3600;
/**
 * What one account may keep: far above a buyer's certificates and photos, far below a disk
 * (decision 036).
 */
export const UPLOAD_ACCOUNT_LIMITS = { files: 200, bytes: 500 * 1024 * 1024 } as const;

/** The spec's upload toasts (sections 5 and 8): a title and its description. */
export const uploadMessages = {
  authenticationRequired: {
    title: "Authentication Required",
    description: "Please sign in to upload files.",
  },
  noFile: { title: "No file selected", description: "Please select a file to upload." },
  // Ours: a chosen file of 0 bytes is not "no file selected".
  emptyFile: {
    title: "Empty file",
    description: "This file has nothing in it. Please choose the certificate or photo itself.",
  },
  invalidType: {
    title: "Invalid file type",
    description: "Please upload an image (JPG, PNG, WebP) or PDF file.",
  },
  tooLarge: { title: "File too large", description: "Please upload a file smaller than 10MB." },
  uploaded: {
    title: "Upload successful",
    description: "Your file has been uploaded successfully.",
  },
  uploadedShort: "File uploaded successfully",
  deleted: { title: "File deleted", description: "File has been removed successfully." },
  uploadFailed: "There was an error uploading your file.",
  deleteFailed: "There was an error deleting the file.",
} as const;

/** One line: the API's error message for a spec toast. */
export const uploadErrorMessage = (message: { title: string; description: string }) =>
  `${message.title}: ${message.description}`;
