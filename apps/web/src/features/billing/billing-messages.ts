import type { Notice } from "@/lib/notice";

/** The purchase notices from the spec's error catalogue (section 8), word for word. */
export const signInToBuy: Notice = {
  title: "Authentication Required",
  description: "Please sign in to purchase a diamond analysis report.",
};

export const signInToSubscribe: Notice = {
  title: "Authentication Required",
  description: "Please sign in to start your subscription.",
};

export const paymentFailed: Notice = {
  title: "Payment Error",
  description: "Failed to create payment session. Please try again.",
};

export const checkoutFailed: Notice = {
  title: "Checkout Error",
  description: "Failed to create checkout session. Please try again.",
};

export const portalFailed: Notice = {
  title: "Error",
  description: "Failed to open customer portal. Please try again.",
};
