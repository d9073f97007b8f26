import type { BlockedPage } from "@faircarat/market/listing/blocked-page";
import type { ListingFacts } from "@faircarat/market/listing/listing-facts";
import type { FetchRefusal, SafeFetchResult } from "./safe-fetch";

const blockedWhy: Record<BlockedPage["kind"], string> = {
  captcha: "it asked for a captcha",
  challenge: "it showed a browser check instead of the listing",
  denied: "it refused automated access",
};

const refusedWhy: Record<FetchRefusal, string> = {
  bad_url: "its address is not a valid web address",
  bad_scheme: "its address is not a web address",
  credentials_in_url: "its address contains a password",
  blocked_address: "its address is not on the public internet",
  blocked_port: "its address uses an unusual port",
  dns_failed: "its address could not be found",
  too_many_redirects: "it redirected too many times",
  timeout: "it did not answer within 5 seconds",
  too_large: "it is larger than 2 MB",
  http_status: "the site answered with an error",
  not_html: "it is not a web page",
  not_json: "it is not a web page",
  network_error: "the connection failed",
};

/** A plain-English sentence for the report; it names our reason, never text from the page. */
export function unreadablePageNote(
  why: { blocked: BlockedPage["kind"] } | { refused: Extract<SafeFetchResult, { ok: false }> },
  fromUrl: ListingFacts,
): string {
  const reason =
    "blocked" in why
      ? blockedWhy[why.blocked]
      : why.refused.status
        ? `the site answered with status ${why.refused.status}`
        : refusedWhy[why.refused.reason];
  const fallback =
    Object.keys(fromUrl.specs).length > 0
      ? "specs were taken from the URL only."
      : "its URL does not state the specs either.";
  return `The retailer's page could not be read (${reason}); ${fallback}`;
}
