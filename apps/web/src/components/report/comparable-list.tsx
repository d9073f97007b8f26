import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";
import { ExternalLink } from "lucide-react";
import { describeSpecs } from "@faircarat/contracts/diamond-titles";
import { seenParts } from "@faircarat/contracts/listing-age";

/** How many comparable listings the results card shows (spec section 9). */
export const COMPARABLES_SHOWN = 3;

type Listing = AnalysisResult["comparableListings"][number];
type HeadingLevel = "h3" | "h4" | "h5";

/** "IGI LG612345678", or null when the feed did not state the report number. */
export function certificateLabel({
  certificateLab,
  certificateNumber,
}: Pick<Listing, "certificateLab" | "certificateNumber">): string | null {
  if (!certificateNumber) return null;
  return certificateLab ? `${certificateLab} ${certificateNumber}` : certificateNumber;
}

function ListingRow({
  item,
  showSpecs,
  valuationDate,
}: {
  item: Listing;
  showSpecs: boolean;
  valuationDate: string | undefined;
}) {
  const certificate = certificateLabel(item);
  const details = [
    showSpecs ? describeSpecs(item.specs) : null,
    ...seenParts(item.observedOn, valuationDate),
    certificate && `cert. ${certificate}`,
  ];
  return (
    <li className="flex items-center justify-between gap-3 p-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {item.url ? (
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary-strong underline hover:text-primary"
            >
              {item.source}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            item.source
          )}
        </p>
        <p className="text-xs text-ink-muted">{details.filter(Boolean).join(" · ")}</p>
      </div>
      <p className="shrink-0 font-semibold tabular-nums text-ink">{formatDollars(item.price)}</p>
    </li>
  );
}

interface ListingListProps {
  items: readonly Listing[];
  heading: string;
  headingLevel: HeadingLevel;
  showSpecs: boolean;
  limit?: number;
  /** The analysis's valuation day: a listing seen more than 60 days before it may be gone. */
  valuationDate: string | undefined;
}

function ListingList({
  items,
  heading,
  headingLevel: Heading,
  showSpecs,
  limit,
  valuationDate,
}: ListingListProps) {
  const shown = limit === undefined ? items : items.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-semibold text-ink">{heading}</Heading>
      <ul className="mt-2 divide-y divide-line rounded-control border border-line">
        {shown.map((item, index) => (
          <ListingRow
            key={`${item.source}-${item.url ?? item.certificateNumber ?? ""}-${item.observedOn}-${index}`}
            item={item}
            showSpecs={showSpecs}
            valuationDate={valuationDate}
          />
        ))}
      </ul>
    </div>
  );
}

interface ComparableListProps {
  items: readonly Listing[];
  /** The analysis's valuation day (basis.valuationDate), which a listing's age is counted to. */
  valuationDate: string;
  headingLevel?: HeadingLevel;
  /** The results card shows three (spec section 9); the history details may show all. */
  limit?: number;
}

/**
 * Similar listings: where, what, when (and whether that is long enough ago to be gone), which
 * certificate, and for how much (linked when we know the page).
 */
export function ComparableList({
  items,
  valuationDate,
  headingLevel = "h4",
  limit = COMPARABLES_SHOWN,
}: ComparableListProps) {
  return (
    <ListingList
      items={items}
      heading="Comparable listings"
      headingLevel={headingLevel}
      showSpecs
      limit={limit}
      valuationDate={valuationDate}
    />
  );
}

/** The same certificate at other retailers or dates: the stone's own price history. */
export function SameStoneList({
  items,
  valuationDate,
  headingLevel = "h4",
}: {
  items: readonly Listing[];
  valuationDate: string;
  headingLevel?: HeadingLevel;
}) {
  return (
    <ListingList
      items={items}
      heading="Same stone elsewhere"
      headingLevel={headingLevel}
      showSpecs={false}
      valuationDate={valuationDate}
    />
  );
}
