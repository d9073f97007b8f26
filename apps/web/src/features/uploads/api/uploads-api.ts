import type { UploadedFile } from "@faircarat/contracts";
import { uploadMessages } from "@faircarat/contracts/upload-rules";
import { apiRequest, ApiError } from "@/lib/api-client";

/**
 * Sends the file itself as the request body (the server streams it against the 10 MB limit).
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void, folder?: string): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ name: file.name, ...(folder ? { folder } : {}) });
    xhr.open("POST", `/api/uploads?${query}`);
    xhr.setRequestHeader("Accept", "application/json");
    // A non-form type: browsers never send it cross-site without asking first.
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError("network_error", uploadMessages.uploadFailed, 0));
    xhr.onload = () => {
      toUploadedFile(xhr.status, parse(xhr.responseText)).then(resolve, reject);
    };
    xhr.send(file);
  });
}

/** The server's answer as a file, or the error it carries. Schemas load on the first answer: zod stays out of the first load. */
async function toUploadedFile(status: number, payload: unknown): Promise<UploadedFile> {
  if (status >= 200 && status < 300) {
    const { uploadResponseSchema } = await import("@faircarat/contracts/uploads");
    const parsed = uploadResponseSchema.safeParse(payload);
    if (parsed.success) return parsed.data.file;
    throw new ApiError("internal", uploadMessages.uploadFailed, status);
  }
  const { errorEnvelopeSchema } = await import("@faircarat/contracts/errors");
  const envelope = errorEnvelopeSchema.safeParse(payload);
  if (!envelope.success) throw new ApiError("internal", uploadMessages.uploadFailed, status);
  const { code, message, requestId } = envelope.data.error;
  throw new ApiError(code, message, status, requestId);
}

export function deleteUploadedFile(id: string): Promise<undefined> {
  return apiRequest(`/api/uploads/${encodeURIComponent(id)}`, { method: "DELETE" });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
