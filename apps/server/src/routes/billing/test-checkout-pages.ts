import { html } from "hono/html";
import { plans, type PlanKey } from "@faircarat/contracts";
import { formatDate, formatUsd } from "@faircarat/contracts/figures";

const styles = `body{font-family:system-ui,sans-serif;background:#f5f7fb;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px #0002}
.banner{background:#fef3c7;color:#78350f;border-radius:8px;padding:.75rem 1rem;font-weight:600;margin-bottom:1.5rem}
button,a.button{display:inline-block;font:inherit;font-weight:600;border-radius:8px;padding:.7rem 1.2rem;border:0;cursor:pointer;text-decoration:none}
.primary{background:#1d4ed8;color:#fff}.secondary{background:#e2e8f0;color:#0f172a}form{display:inline}.row{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}`;

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | FairCarat</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          ${styles}
        </style>
      </head>
      <body>
        <main>
          <p class="banner" role="note">
            Test mode: no card is charged and no card data is asked for.
          </p>
          ${body}
        </main>
      </body>
    </html>`;
}

export function checkoutPage(sessionId: string, plan: PlanKey) {
  const offer = plans[plan];
  const price = `${formatUsd(offer.priceCents)}${offer.billing === "monthly" ? " per month" : " one-time"}`;
  return page(
    "Test checkout",
    html`<h1>Test checkout</h1>
      <p><strong>${offer.name}</strong>: ${price}</p>
      <div class="row">
        <form method="post" action="/api/billing/test-checkout/${sessionId}/pay">
          <button class="primary" type="submit">Pay ${formatUsd(offer.priceCents)} (test)</button>
        </form>
        <form method="post" action="/api/billing/test-checkout/${sessionId}/cancel">
          <button class="secondary" type="submit">Cancel</button>
        </form>
      </div>`,
  );
}

export function portalPage(
  subscriptions: { currentPeriodEnd: Date; cancelAtPeriodEnd: boolean }[],
) {
  const active = subscriptions.find((s) => s.currentPeriodEnd > new Date());
  const until = active && formatDate(active.currentPeriodEnd.toISOString().slice(0, 10));
  const state = !active
    ? html`<p>You have no active subscription.</p>`
    : active.cancelAtPeriodEnd
      ? html`<p>Unlimited Access is cancelled and ends on ${until}.</p>`
      : html`<p>Unlimited Access renews on ${until}.</p>
          <form method="post" action="/api/billing/test-portal/cancel">
            <button class="secondary" type="submit">Cancel subscription</button>
          </form>`;
  return page(
    "Manage subscription",
    html`<h1>Manage subscription</h1>
      ${state}
      <div class="row"><a class="button primary" href="/pricing">Return to FairCarat</a></div>`,
  );
}

export function messagePage(title: string, message: string) {
  return page(
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>
      <div class="row"><a class="button primary" href="/pricing">Return to FairCarat</a></div>`,
  );
}
