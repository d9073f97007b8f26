export const accountKeys = {
  all: ["account"] as const,
  session: ["account", "session"] as const,
  subscription: (userId: string | null) => ["account", "subscription", userId] as const,
};
