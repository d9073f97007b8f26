import type { EnterpriseLeadInput, EnterpriseLeadReceipt } from "@faircarat/contracts/api-access";
import { apiRequest } from "@/lib/api-client";

/** Stores the enquiry; the server acknowledges it to the sender by email. */
export function postEnterpriseLead(input: EnterpriseLeadInput): Promise<EnterpriseLeadReceipt> {
  return apiRequest("/api/enterprise-leads", {
    method: "POST",
    body: input,
    schema: () =>
      import("@faircarat/contracts/api-access").then((m) => m.enterpriseLeadReceiptSchema),
  });
}
