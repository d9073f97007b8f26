import { ShieldCheck, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { singleReportPlan, unlimitedPlan } from "@/config/plans";
import { useReturnFocus } from "@/lib/use-return-focus";
import { usePlanDialogPurchase } from "../hooks/use-plan-dialog-purchase";
import { PlanOption } from "./plan-option";

export interface PlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs when a subscriber picks Unlimited Access: nothing to buy, so carry on (close and analyze).
   */
  onPurchaseComplete: () => void;
  /**
   * The user already holds Unlimited Access (`subscribed && productId`). Passed in by the caller,
   * which reads the account, because features do not import one another.
   */
  hasUnlimitedPlan: boolean;
}

/** 'Choose Your Plan to Continue': asked of a signed-in user without a plan before an analysis. */
export function PlanDialog({
  open,
  onOpenChange,
  onPurchaseComplete,
  hasUnlimitedPlan,
}: PlanDialogProps) {
  const { failure, singleReport, unlimited } = usePlanDialogPurchase({
    hasUnlimitedPlan,
    close: () => onOpenChange(false),
    onPurchaseComplete,
  });
  const busy = singleReport.busy || unlimited.busy;
  // Opened from the Analyze button, not a Radix trigger.
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/60 backdrop-blur-sm" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-5 shadow-card focus:outline-none sm:p-8"
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-ink sm:text-2xl">
            Choose Your Plan to Continue
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-soft">
            Pick a plan to unlock the full price analysis of your diamond.
          </Dialog.Description>
          <div className="mt-5 grid gap-4 sm:mt-6 sm:grid-cols-2">
            <PlanOption
              plan={singleReportPlan}
              actionLabel={singleReportPlan.cta}
              busy={singleReport.busy}
              disabled={busy}
              onChoose={singleReport.choose}
            />
            <PlanOption
              plan={unlimitedPlan}
              badge={
                hasUnlimitedPlan
                  ? { label: "Your Active Plan", current: true }
                  : { label: "Most Popular", current: false }
              }
              actionLabel={hasUnlimitedPlan ? "Continue with Subscription" : unlimitedPlan.cta}
              busy={unlimited.busy}
              disabled={busy}
              onChoose={unlimited.choose}
            />
          </div>
          <p className="mt-5 flex items-start justify-center gap-2 text-center text-sm text-ink-soft sm:items-center">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-savings" />
            <span>
              Both plans include a money-back guarantee. Most customers save $1,000-$5,000.
            </span>
          </p>
          <p role="alert" className="sr-only">
            {failure ? `${failure.title}: ${failure.description}` : ""}
          </p>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 grid size-10 place-items-center rounded-md text-ink-soft hover:bg-primary-soft hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
