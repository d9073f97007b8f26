export const historyKeys = {
  all: ["analyses"] as const,
  list: (userId: string) => ["analyses", userId] as const,
  report: (analysisId: string) => ["analyses", "report", analysisId] as const,
  shares: (analysisId: string) => ["analyses", "shares", analysisId] as const,
  tracked: (userId: string) => ["tracked", userId] as const,
};
