import type { AnalysisRecord } from "@faircarat/contracts";
import { formatDate, formatDollars, formatSignedPercent } from "@faircarat/contracts/figures";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { ownedReportPath } from "@faircarat/contracts/report-paths";
import { reportSource } from "@faircarat/contracts/report-model";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { verdictLabel, verdictTone } from "@/components/report/price-verdict";
import { ReportBody } from "@/components/report/report-body";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { OwnerReportActions } from "./owner-report-actions";
import { subjectOf } from "./owned-report-view";
import { chosenValuationDate } from "@faircarat/contracts/valuation-date";

interface HistoryItemProps {
  record: AnalysisRecord;
  userId: string;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * One past analysis: what, where it was listed, when, and its verdict; its report opens in place
 * with 'View Details' or on its own page.
 */
export function HistoryItem({ record, userId, expanded, onToggle }: HistoryItemProps) {
  const detailsId = `history-details-${record.id}`;
  const subject = subjectOf(record);
  const { analysis } = subject;
  const verdict = { isOverpriced: record.is_overpriced, verdict: analysis.verdict };
  const tone = verdictTone(verdict);
  const valuedFor = chosenValuationDate(analysis.basis, record.created_at);
  return (
    <li className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs text-ink-muted">
            <time dateTime={record.created_at}>{formatDate(record.created_at)}</time>
            {valuedFor ? (
              <>
                {" "}
                · valued for <time dateTime={valuedFor}>{formatDate(valuedFor)}</time>
              </>
            ) : null}{" "}
            · {reportSource(subject)}
          </p>
          <h3 className="mt-0.5 font-semibold text-ink">
            <Link
              to={ownedReportPath(record.id)}
              className="hover:text-primary-strong hover:underline"
            >
              {reportTitle(analysis)}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            Listed{" "}
            <span className="font-semibold text-ink tabular-nums">
              {formatDollars(record.listed_price)}
            </span>{" "}
            vs fair value{" "}
            <span className="font-semibold text-ink tabular-nums">
              {formatDollars(record.fair_market_value)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={tone === "danger" ? "warning" : tone}>{verdictLabel(verdict)}</Badge>
          <span className="text-sm text-ink-soft">
            Markup{" "}
            <span className="font-semibold text-ink tabular-nums">
              {formatSignedPercent(record.markup_percentage)}
            </span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            {expanded ? "Show Less" : "View Details"}
            <ChevronDown
              aria-hidden="true"
              className={cn("transition-transform", expanded && "rotate-180")}
            />
          </Button>
        </div>
      </div>
      {expanded ? (
        <div id={detailsId} className="mt-4 border-t border-line pt-4">
          <ReportBody
            subject={subject}
            actions={<OwnerReportActions record={record} userId={userId} />}
          />
        </div>
      ) : null}
    </li>
  );
}
