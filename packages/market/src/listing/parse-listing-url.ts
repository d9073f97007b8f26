import type { Origin } from "@faircarat/contracts";
import type { RetailerName } from "@faircarat/contracts/retailers";
import { accept, reject, type Outcome } from "../normalise/outcome";
import { dropUndefined, labelledSlugSpecs } from "./labelled-slug";
import type { ListingFacts, ListingSpecs } from "./listing-facts";
import { fillSpecs, readSpec } from "./read-spec";
import { retailerFromHost } from "./retailer-from-host";

export interface ListingUrlFacts extends ListingFacts {
  /** The URL as it will be fetched (a pasted "www.shop.com/..." gains https://). */
  url: string;
}

/** Retailer, origin and whatever specs the URL itself encodes; nothing is fetched. */
export function parseListingUrl(raw: string): Outcome<ListingUrlFacts> {
  const url = toUrl(raw.trim());
  if (!url) return reject("bad_url");
  if (url.protocol !== "http:" && url.protocol !== "https:") return reject("bad_scheme");
  if (!url.hostname.includes(".") && !url.hostname.startsWith("[")) return reject("bad_url");

  const retailer = retailerFromHost(url.hostname);
  const path = safeDecode(url.pathname).toLowerCase();
  const known = retailerRules[retailer as RetailerName]?.(path) ?? {};
  const specs: ListingSpecs = { ...known.specs };
  fillSpecs(specs, labelledSlugSpecs(path));
  const origin = known.origin ?? originFromPath(path);
  return accept({ url: url.toString(), retailer, origin, specs: dropUndefined(specs), notes: [] });
}

type RetailerRule = (path: string) => { origin?: Origin | null; specs?: ListingSpecs };

/** What some retailers' paths encode beyond the labelled slug every path is read for. */
const retailerRules: Partial<Record<RetailerName, RetailerRule>> = {
  "James Allen": (path) => {
    // /loose-diamonds/<shape>-cut/<slug> (fancy shapes: <shape>-shaped); the slug labels the rest.
    const match = /\/([a-z-]+?)-(?:cut|shaped)\/([^/]+)/.exec(path);
    if (!match?.[1] || !match[2]) return {};
    return {
      specs: dropUndefined({
        shape: readSpec("shape", match[1].replace(/-/g, " ")),
        ...labelledSlugSpecs(match[2]),
      }),
    };
  },
  "Clean Origin": (path) => {
    const match =
      /^\/diamonds\/([a-z-]+?)-(lab-grown|lab-created|natural|mined)-diamond-[a-z0-9]+\/?$/.exec(
        path,
      );
    if (!match?.[1] || !match[2]) return { origin: "lab" };
    return {
      origin: match[2].startsWith("lab") ? "lab" : "natural",
      specs: dropUndefined({ shape: readSpec("shape", match[1].replace(/-/g, " ")) }),
    };
  },
  "Brilliant Earth": (path) => {
    if (path.startsWith("/lab-diamonds-search/")) return { origin: "lab" };
    if (path.startsWith("/loose-diamonds/")) return { origin: "natural" };
    return {};
  },
  // Sells lab-grown diamonds only.
  VRAI: () => ({ origin: "lab" }),
};

const labMarker =
  /(?:^|[-/_])(?:lab-?(?:grown|created|made|diamonds?)|laboratory-grown)(?=$|[-/_])/;
const naturalMarker = /(?:^|[-/_])(?:natural|mined|earth-mined)-diamonds?(?=$|[-/_])/;

/** Generic path words: both or neither means we do not know. */
function originFromPath(path: string): Origin | null {
  const lab = labMarker.test(path);
  const natural = naturalMarker.test(path);
  if (lab === natural) return null;
  return lab ? "lab" : "natural";
}

function toUrl(text: string): URL | null {
  if (!text || /\s/.test(text)) return null;
  // "shop.com:8080/x" has no scheme; "javascript:..." and "ftp://..." do, and are refused above.
  const hasScheme =
    /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ||
    /^(?:javascript|data|vbscript|file|mailto|about|blob):/i.test(text);
  const withScheme = hasScheme ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
