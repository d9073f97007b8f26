/**
 * Files whose reading was stopped (too slow, too large), remembered for a while by their SHA-256 so
 * that asking again (the thumbnail of a bomb, the same upload twice) is answered at once instead of
 * spending another full time or memory cap. Nothing is hashed until a file has been stopped.
 */
export function createStoppedFiles(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const reasons = new Map<string, { reason: string; until: number }>();
  const digest = async (bytes: Uint8Array) =>
    Buffer.from(await crypto.subtle.digest("SHA-256", bytes)).toString("hex");

  return {
    /** Why this file was stopped recently, if it was. */
    reasonFor: async (bytes: Uint8Array): Promise<string | undefined> => {
      if (!reasons.size) return undefined;
      const key = await digest(bytes);
      const entry = reasons.get(key);
      if (entry && entry.until > now()) return entry.reason;
      reasons.delete(key);
      return undefined;
    },
    remember: async (bytes: Uint8Array, reason: string) => {
      const key = await digest(bytes);
      reasons.delete(key);
      reasons.set(key, { reason, until: now() + options.ttlMs });
      // A Map iterates in insertion order: the first key is the oldest.
      while (reasons.size > options.maxEntries) reasons.delete(reasons.keys().next().value!);
    },
  };
}
