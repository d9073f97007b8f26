import { tables } from "@faircarat/db";
import type { Transaction } from "../transaction";

export async function rememberCustomer(
  tx: Transaction,
  userId: string,
  provider: "test" | "stripe",
  customerId: string,
) {
  await tx
    .insert(tables.billingCustomers)
    .values({ userId, provider, customerId })
    .onConflictDoNothing();
}
