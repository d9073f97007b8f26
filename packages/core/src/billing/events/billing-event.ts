/**
 * The provider-neutral events billing applies; Stripe webhooks and the test checkout both emit
 * them.
 */
export interface SubscriptionSnapshot {
  id: string;
  userId: string;
  customerId: string | null;
  productId: string;
  status: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export type BillingEvent =
  | {
      type: "checkout.completed";
      id: string;
      occurredAt: Date;
      checkoutSessionId: string;
      customerId: string | null;
    }
  | {
      type: "subscription.changed";
      id: string;
      occurredAt: Date;
      subscription: SubscriptionSnapshot;
    };
