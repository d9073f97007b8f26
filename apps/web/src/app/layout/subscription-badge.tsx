import { Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useAccount } from "@/features/account/use-account";
import { cn } from "@/lib/cn";

interface SubscriptionBadgeProps {
  /**
   * In the narrow desktop bar the words are only read out (the crown shows) until there is room.
   */
  compact?: boolean;
  className?: string;
}

/** 'Unlimited Access Active' for a subscriber (spec section 6). */
export function SubscriptionBadge({ compact = false, className }: SubscriptionBadgeProps) {
  const { subscribed } = useAccount();
  if (!subscribed) return null;
  return (
    <Badge
      tone="current"
      title="Unlimited Access Active"
      className={cn("shrink-0 whitespace-nowrap", compact && "px-2 xl:px-3", className)}
    >
      <Crown aria-hidden="true" className="size-3.5" />
      <span className={compact ? "sr-only xl:not-sr-only" : undefined}>
        Unlimited Access Active
      </span>
    </Badge>
  );
}
