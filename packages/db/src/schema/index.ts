export * from "./accounts";
export * from "./rate-limit-buckets";
export * from "./sessions";
export * from "./users";
export * from "./verifications";
