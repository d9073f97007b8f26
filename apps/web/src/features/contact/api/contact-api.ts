import type { ContactMessageInput, ContactMessageReceipt } from "@faircarat/contracts/contact";
import { apiRequest } from "@/lib/api-client";

const contactMessageReceiptSchema = () =>
  import("@faircarat/contracts/contact").then((m) => m.contactMessageReceiptSchema);

/** Sends the contact form; anonymous or signed in (the session cookie links the account). */
export function postContactMessage(input: ContactMessageInput): Promise<ContactMessageReceipt> {
  return apiRequest("/api/contact", {
    method: "POST",
    body: input,
    schema: contactMessageReceiptSchema,
  });
}
