import type { Context } from "hono";
import type { PublicUser } from "@faircarat/contracts";
import { DomainError, getSession, type AccountsContext } from "@faircarat/core";

/** The signed-in user, or a 401 in the error envelope. */
export async function requireUser(accounts: AccountsContext, c: Context): Promise<PublicUser> {
  const { user } = await getSession(accounts, c.req.raw.headers);
  if (!user) throw new DomainError("unauthenticated", "Please sign in to continue.");
  return user;
}
