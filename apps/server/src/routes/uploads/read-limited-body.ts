import { DomainError } from "@faircarat/core";

/**
 * Reads a request body chunk by chunk and stops reading once it passes `maxBytes`, so an oversized
 * upload costs at most the limit in memory. A declared Content-Length over the limit is refused
 * unread.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new DomainError("payload_too_large", tooLarge);
  if (!request.body) return new Uint8Array();
  // A fetch body stream yields bytes; the platform types leave its chunks untyped.
  const reader: ReadableStreamDefaultReader<Uint8Array> = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new DomainError("payload_too_large", tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
