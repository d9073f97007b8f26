import { z } from "zod";
import { storableText } from "./text";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from "./limits";

const required = (label: string, max: number) =>
  storableText({ error: `Please enter your ${label}.` }, `Your ${label}`)
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(max, { error: `Your ${label} can be at most ${max} characters.` });

/** POST /api/contact: what the contact form sends. */
export const contactMessageInputSchema = z.object({
  firstName: required("first name", CONTACT_NAME_MAX_LENGTH),
  lastName: required("last name", CONTACT_NAME_MAX_LENGTH),
  email: storableText({ error: "Please enter a valid email address." }, "Your email")
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: "Please enter a valid email address." })
    .pipe(z.email({ error: "Please enter a valid email address." })),
  subject: required("subject", CONTACT_SUBJECT_MAX_LENGTH),
  message: storableText({ error: "Please enter your message." }, "Your message")
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, {
      error: `Your message needs at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
    })
    .max(CONTACT_MESSAGE_MAX_LENGTH, {
      error: `Your message can be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
    }),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** 201 answer: the stored message's reference. */
export const contactMessageReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime(),
});
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
