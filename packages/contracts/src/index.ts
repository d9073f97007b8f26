export * from "./auth";
export * from "./billing";
export * from "./errors";
export * from "./grades";
export * from "./limits";
export * from "./market";
export * from "./paths";
export * from "./subscription";
