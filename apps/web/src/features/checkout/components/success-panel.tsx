import { paths } from "@faircarat/contracts/paths";
import { CircleCheckBig } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CheckList } from "@/components/check-list";
import { Button } from "@/components/ui/button";
import { transactionIdFrom } from "../transaction-id";

interface SuccessPanelProps {
  title: string;
  lead: string;
  listTitle: string;
  items: readonly string[];
  sessionId: string | null;
  /** What was bought, shown under the lead when known. */
  children?: ReactNode;
}

/** The body shared by the payment and subscription success pages. */
export function SuccessPanel({
  title,
  lead,
  listTitle,
  items,
  sessionId,
  children,
}: SuccessPanelProps) {
  const transactionId = transactionIdFrom(sessionId);
  return (
    <div className="page-container flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-xl rounded-card border border-line bg-surface p-6 text-center shadow-card sm:p-10">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-savings-soft text-savings">
          <CircleCheckBig aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-3 text-ink-soft">{lead}</p>
        {children}
        <div className="mt-8 rounded-control bg-canvas p-5 text-left">
          <h2 className="font-semibold text-ink">{listTitle}</h2>
          <CheckList items={items} className="mt-4" />
        </div>
        {transactionId ? (
          <p className="mt-6 text-sm text-ink-muted">
            Transaction ID: <span className="font-mono text-ink">{transactionId}</span>
          </p>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to="/#analyzer">Start Analysis</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.home}>Go Home</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
