import type { TrackedDiamond } from "@faircarat/contracts";
import { formatDate, formatDollarRange, formatDollars } from "@faircarat/contracts/figures";
import { ExternalLink } from "lucide-react";
import { TableScroller } from "@/components/table-scroller";
import { Button } from "@/components/ui/button";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { useTracked } from "../hooks/use-tracked";
import { describeAlerts, fairValueChange, pointSourceLabel } from "../tracking-texts";
import { PriceSparkline } from "./price-sparkline";
import { PurchaseValue } from "./purchase-date";

/** 'Tracked diamonds' in the history section: each stone's price path since it was tracked. */
export function TrackedDiamonds({ userId }: { userId: string }) {
  const { list, untrack } = useTracked(userId);
  const tracked = list.data ?? [];
  return (
    <section aria-labelledby="tracked-title" className="mt-8">
      <h3 id="tracked-title" className="text-xl font-semibold text-ink">
        Tracked diamonds
      </h3>
      {list.isError && !list.data ? (
        <p className="mt-2 text-sm text-ink-soft">
          Your tracked diamonds could not be loaded. Try Refresh in a moment.
        </p>
      ) : null}
      {list.data && tracked.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">
          Track a diamond from its report to follow its fair value and listed price, with email
          alerts.
        </p>
      ) : null}
      {tracked.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label="Tracked diamonds">
          {tracked.map((diamond) => (
            <TrackedDiamondItem
              key={diamond.id}
              userId={userId}
              diamond={diamond}
              stopping={untrack.isPending && untrack.variables === diamond.id}
              onStop={() => untrack.mutate(diamond.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function TrackedDiamondItem({
  userId,
  diamond,
  stopping,
  onStop,
}: {
  userId: string;
  diamond: TrackedDiamond;
  stopping: boolean;
  onStop: () => void;
}) {
  const last = diamond.points.at(-1);
  const change = fairValueChange(diamond.points);
  const name = reportTitle(diamond);
  return (
    <li className="rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h4 className="font-semibold text-ink">{name}</h4>
          {last ? (
            <p className="mt-1 text-sm text-ink-soft">
              Fair value{" "}
              <span className="font-semibold text-ink tabular-nums">
                {formatDollars(last.fairValue)}
              </span>
              {change ? <span className="tabular-nums"> ({change} since tracked)</span> : null},
              listed{" "}
              <span className="font-semibold text-ink tabular-nums">
                {formatDollars(last.listedPrice)}
              </span>
            </p>
          ) : null}
          <PurchaseValue userId={userId} diamond={diamond} />
          <p className="mt-1 text-xs text-ink-muted">
            {describeAlerts(diamond.alerts)}
            {diamond.emailsOn
              ? ""
              : " Alert emails are off (unsubscribed); saving alert settings turns them on."}
          </p>
        </div>
        <PriceSparkline points={diamond.points} />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-primary">
          Price path ({diamond.points.length} {diamond.points.length === 1 ? "point" : "points"})
        </summary>
        <div className="mt-2">
          <TableScroller label={`Price path of ${name}`}>
            <table className="w-full whitespace-nowrap text-left text-sm">
              <thead className="text-xs text-ink-muted">
                <tr>
                  <th scope="col" className="px-3 py-1 font-medium">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-1 font-medium">
                    From
                  </th>
                  <th scope="col" className="px-3 py-1 font-medium">
                    Fair value
                  </th>
                  <th scope="col" className="px-3 py-1 font-medium">
                    80% range
                  </th>
                  <th scope="col" className="px-3 py-1 font-medium">
                    Listed
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums text-ink">
                {diamond.points.map((point, i) => (
                  <tr key={`${point.observedAt}-${i}`} className="border-t border-line">
                    <td className="px-3 py-1">
                      <time dateTime={point.observedAt}>{formatDate(point.observedAt)}</time>
                    </td>
                    <td className="px-3 py-1">{pointSourceLabel[point.source]}</td>
                    <td className="px-3 py-1">{formatDollars(point.fairValue)}</td>
                    <td className="px-3 py-1">{formatDollarRange(point.low, point.high)}</td>
                    <td className="px-3 py-1">{formatDollars(point.listedPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </div>
      </details>
      <div className="mt-3 flex flex-wrap gap-2">
        {diamond.listingUrl ? (
          <a
            href={diamond.listingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Listing
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
        <Button variant="ghost" size="sm" disabled={stopping} onClick={onStop}>
          Stop tracking
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}
