import type { UploadedFile } from "@faircarat/contracts";
import { uploadMessages } from "@faircarat/contracts/upload-rules";
import { apiRequest, apiUpload } from "@/lib/api-client";

// Schemas load on the first answer: zod stays out of the first load.
const uploadResponseSchema = () =>
  import("@faircarat/contracts/uploads").then((m) => m.uploadResponseSchema);

/**
 * Sends the file itself as the request body (the server streams it against the 10 MB limit),
 * reporting progress.
 */
export async function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
  folder?: string,
): Promise<UploadedFile> {
  const query = new URLSearchParams({ name: file.name, ...(folder ? { folder } : {}) });
  const answer = await apiUpload(`/api/uploads?${query}`, file, {
    schema: uploadResponseSchema,
    onProgress,
    failureMessage: uploadMessages.uploadFailed,
  });
  return answer.file;
}

export function deleteUploadedFile(id: string): Promise<undefined> {
  return apiRequest(`/api/uploads/${encodeURIComponent(id)}`, { method: "DELETE" });
}
