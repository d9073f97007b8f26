import { z } from "zod";

/**
 * The forms of the ids our routes take. A route param that is not one is answered as an unknown id
 * (404), never passed to the database: `%00` or an overlong or foreign string cannot be looked up.
 */

/** Our own rows (analyses, uploads): `crypto.randomUUID()`. */
export const rowIdSchema = z.uuid();

/**
 * Checkout sessions carry their provider's id: Stripe's `cs_test_...`/`cs_live_...`, or the test
 * checkout's `cs_test_<hex>`.
 */
export const checkoutSessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/);
