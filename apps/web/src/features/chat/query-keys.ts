export const chatKeys = {
  conversation: (analysisId: string) => ["chat", analysisId] as const,
};
