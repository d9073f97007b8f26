export * from "./accounts";
export * from "./market-imports";
export * from "./market-listings";
export * from "./market-price-history";
export * from "./rate-limit-buckets";
export * from "./sessions";
export * from "./users";
export * from "./verifications";
