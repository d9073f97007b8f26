/** Bytes to text by the declared charset (header, then a meta tag), falling back to UTF-8. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const declared = charsetIn(contentType) ?? charsetIn(body.subarray(0, 2048).toString("latin1"));
  try {
    return new TextDecoder(declared ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

const charsetIn = (text: string) => /charset\s*=\s*["']?([\w-]{1,40})/i.exec(text)?.[1];
