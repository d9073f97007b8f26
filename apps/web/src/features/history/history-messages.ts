/** Spec section 8, word for word. */
export const historyLoadFailed = {
  title: "Error loading history",
  description: "Failed to load your analysis history.",
} as const;
