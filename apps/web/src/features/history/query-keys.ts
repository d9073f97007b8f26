export const historyKeys = {
  all: ["analyses"] as const,
  list: (userId: string) => ["analyses", userId] as const,
};
