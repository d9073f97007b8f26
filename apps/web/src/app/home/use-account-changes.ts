import { useState } from "react";

/**
 * Counts the times a signed-in account left this page (signed out, or the session became another
 * account's). Used as a key, it drops what the last user typed and saw. An account arriving (a
 * sign-in, the first session check) counts nothing: what a signed-out visitor typed is theirs.
 */
export function useAccountChanges(userId: string | null): number {
  const [seen, setSeen] = useState<{ userId: string | null; changes: number }>({
    userId: null,
    changes: 0,
  });
  if (userId !== seen.userId) {
    setSeen({ userId, changes: seen.userId === null ? seen.changes : seen.changes + 1 });
  }
  return seen.changes;
}
