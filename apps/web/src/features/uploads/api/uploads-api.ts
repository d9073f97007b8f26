import { errorEnvelopeSchema, uploadMessages, uploadResponseSchema, type UploadedFile } from "@faircarat/contracts";
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
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadResponseSchema.safeParse(payload);
        if (parsed.success) return resolve(parsed.data.file);
        return reject(new ApiError("internal", uploadMessages.uploadFailed, xhr.status));
      }
      const envelope = errorEnvelopeSchema.safeParse(payload);
      reject(envelope.success
        ? new ApiError(envelope.data.error.code, envelope.data.error.message, xhr.status, envelope.data.error.requestId)
        : new ApiError("internal", uploadMessages.uploadFailed, xhr.status));
    };
    xhr.send(file);
  });
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
