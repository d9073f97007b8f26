import { retailerOfHost } from "@faircarat/contracts/retailers";

/** The retailer's name as our market feeds spell it; an unknown shop is named by its host. */
export function retailerFromHost(hostname: string): string {
  return (
    retailerOfHost(hostname)?.name ??
    hostname
      .toLowerCase()
      .replace(/\.$/, "")
      .replace(/^www\./, "")
  );
}
