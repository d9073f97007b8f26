import { storageKeys } from "@/config/storage-keys";

/**
 * What this browser keeps for the person using it: their saved form, a purchase in flight, their
 * uploads.
 */
const keptForTheUser = [
  storageKeys.diamondFormData,
  storageKeys.pendingAnalysis,
  storageKeys.uploads,
];

function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // Blocked storage holds nothing to clear or to record.
  }
}

function forgetKeptData(): void {
  for (const key of keptForTheUser) {
    attempt(() => localStorage.removeItem(key));
    attempt(() => sessionStorage.removeItem(key));
  }
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(storageKeys.storageOwner);
  } catch {
    return null;
  }
}

/**
 * Call with every session answer (null when signed out). Data kept while an account was signed in
 * is that account's: when the session no longer is that account (signed out, expired, another
 * signed in), it is cleared so the next visitor of this browser does not see it. Data kept while
 * signed out belongs to the visitor and stays when they sign in: a form saved before sign-in comes
 * back after it.
 */
export function keepStorageFor(userId: string | null): void {
  const owner = readOwner();
  if (owner !== null && owner !== userId) forgetKeptData();
  if (owner === userId) return;
  attempt(() =>
    userId === null
      ? localStorage.removeItem(storageKeys.storageOwner)
      : localStorage.setItem(storageKeys.storageOwner, userId),
  );
}
