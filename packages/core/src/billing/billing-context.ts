import type { Database } from "@faircarat/db";
import type { Logger } from "../logger";
import type { PaymentProvider } from "./providers/payment-provider";

export interface BillingContext {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  publicUrl: string;
  /** The one product id that identifies Unlimited Access. */
  unlimitedProductId: string;
  now?: () => Date;
}

export const nowOf = (ctx: Pick<BillingContext, "now">) => (ctx.now ? ctx.now() : new Date());
