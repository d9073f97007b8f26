const TRANSACTION_ID_LENGTH = 8;

/**
 * The transaction ID shown on the success pages: the last 8 characters of the session_id, or null.
 */
export function transactionIdFrom(sessionId: string | null | undefined): string | null {
  const trimmed = sessionId?.trim() ?? "";
  if (trimmed === "") return null;
  return trimmed.slice(-TRANSACTION_ID_LENGTH);
}
