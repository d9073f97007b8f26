/** The spec's chat error notice (section 8). */
export const chatFailed = {
  title: "Error",
  fallback: "Failed to get response. Please try again.",
} as const;
export const chatTitle = "Diamond Expert AI";
