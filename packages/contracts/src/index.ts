export * from "./auth";
export * from "./errors";
export * from "./limits";
export * from "./paths";
export * from "./subscription";
