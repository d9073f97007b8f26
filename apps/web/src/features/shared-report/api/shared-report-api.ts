import type { SharedReport } from "@faircarat/contracts";
import { sharedReportApiPath } from "@faircarat/contracts/report-paths";
import { apiRequest } from "@/lib/api-client";

const schema = () =>
  import("@faircarat/contracts/reports").then((m) => m.sharedReportResponseSchema);

/** The report a share link opens; no account needed. */
export async function fetchSharedReport(
  token: string,
  signal?: AbortSignal,
): Promise<SharedReport> {
  return (await apiRequest(sharedReportApiPath(token), { schema, signal })).report;
}
