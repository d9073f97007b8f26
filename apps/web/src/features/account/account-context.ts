import { createContext } from "react";
import type { PublicUser, SessionResponse, SignUpResponse } from "@faircarat/contracts";

export type AccountSession = NonNullable<SessionResponse["session"]>;

/** The spec's session/account context (section 3). */
export interface AccountContextValue {
  user: PublicUser | null;
  session: AccountSession | null;
  /** True until the first session check has answered (or failed). */
  loading: boolean;
  /**
   * Signed in, and the plan's first check has not answered yet: whether they may analyse is not
   * known.
   */
  planLoading: boolean;
  subscribed: boolean;
  /** ISO date-time the paid period ends, or null. */
  subscriptionEnd: string | null;
  productId: string | null;
  /** Unused Single Report purchases (0 when signed out or unknown). */
  reportCredits: number;
  /**
   * Re-reads the subscription status; never rejects: a failure is logged and leaves the state
   * unchanged.
   */
  checkSubscription: () => Promise<void>;
  /** Rejects with an `ApiError` (e.g. invalid_credentials) on failure. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Rejects with an `ApiError` (e.g. email_taken) on failure. */
  signUp: (email: string, password: string, fullName: string) => Promise<SignUpResponse>;
  /** Ends the session, clears account data and goes to "/". Rejects if the server refused. */
  signOut: () => Promise<void>;
}

export const AccountContext = createContext<AccountContextValue | null>(null);
