import type { ListingRow } from "@faircarat/contracts/report-model";
import { formatDollars } from "@faircarat/contracts/figures";
import { ExternalLink } from "lucide-react";
import type { ReportHeading } from "./report-heading";

function ListingItem({ item }: { item: ListingRow }) {
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
              {item.retailer}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            item.retailer
          )}
        </p>
        <p className="text-xs text-ink-muted">{item.details}</p>
      </div>
      <p className="shrink-0 font-semibold tabular-nums text-ink">{formatDollars(item.price)}</p>
    </li>
  );
}

interface ListingListProps {
  items: readonly ListingRow[];
  heading: string;
  headingLevel?: ReportHeading;
}

function ListingList({ items, heading, headingLevel: Heading = "h4" }: ListingListProps) {
  if (items.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-semibold text-ink">{heading}</Heading>
      <ul className="mt-2 divide-y divide-line rounded-control border border-line">
        {items.map((item, index) => (
          <ListingItem
            key={`${item.retailer}-${item.url ?? item.certificate ?? ""}-${item.seen}-${index}`}
            item={item}
          />
        ))}
      </ul>
    </div>
  );
}

/**
 * Similar listings: where, what, how each differs from this stone, when (and whether that is long
 * enough ago to be gone), which certificate, and for how much (linked when we know the page).
 */
export function ComparableList(props: Omit<ListingListProps, "heading">) {
  return <ListingList {...props} heading="Comparable listings" />;
}

/** The same certificate at other retailers or dates: the stone's own price history. */
export function SameStoneList(props: Omit<ListingListProps, "heading">) {
  return <ListingList {...props} heading="Same stone elsewhere" />;
}
