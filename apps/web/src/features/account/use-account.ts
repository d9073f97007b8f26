import { useContext } from "react";
import { AccountContext, type AccountContextValue } from "./account-context";

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount must be used inside <AccountProvider>");
  return value;
}
