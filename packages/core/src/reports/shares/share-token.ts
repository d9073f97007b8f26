import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes (256 bits), base64url: 43 characters, safe in a path. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored and looked up: a token of 256 random bits needs no slow hash. */
export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
