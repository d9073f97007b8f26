export * from "./auth";
export * from "./errors";
export * from "./grades";
export * from "./limits";
export * from "./market";
export * from "./paths";
export * from "./subscription";
