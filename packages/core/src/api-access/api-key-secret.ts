import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const SCHEME = "fc_live_";
/**
 * The scheme and 6 random characters: enough to tell a person's keys apart, useless to guess the
 * rest.
 */
const PREFIX_LENGTH = SCHEME.length + 6;

/**
 * 32 random bytes (256 bits) in base64url. With that much entropy a single fast hash is enough:
 * nothing can be guessed, so a slow password hash (scrypt) would only cost every request time.
 */
export function newApiKeySecret(): string {
  return `${SCHEME}${randomBytes(32).toString("base64url")}`;
}

export const prefixOf = (secret: string) => secret.slice(0, PREFIX_LENGTH);

/**
 * Only this is stored; the secret itself exists once, in the answer to the request that made it.
 */
export const hashApiKeySecret = (secret: string) =>
  createHash("sha256").update(secret).digest("hex");

export const looksLikeApiKey = (value: string) =>
  value.startsWith(SCHEME) && value.length > PREFIX_LENGTH && value.length <= 200;

/**
 * Compares hashes in constant time, so response timing says nothing about how much of a key was
 * right.
 */
export function secretMatches(presented: string, storedHash: string): boolean {
  const presentedHash = Buffer.from(hashApiKeySecret(presented), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presentedHash.length === stored.length && timingSafeEqual(presentedHash, stored);
}
