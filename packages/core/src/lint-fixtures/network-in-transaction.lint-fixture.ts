// Breaks on purpose "no network call inside a transaction" (eslint.written-rules.js); never built.
import type { Database } from "@faircarat/db";

interface Outbound {
  provider: { createCheckout: () => Promise<string> };
  mailer: { send: () => Promise<void> };
}

export async function inside(db: Database, ctx: Outbound) {
  await db.transaction(async () => {
    await ctx.provider.createCheckout();
    await ctx.mailer.send();
    await fetch("https://example.test/");
  });
  // Between transactions: allowed.
  await ctx.provider.createCheckout();
}
