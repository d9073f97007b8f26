import { paths } from "@faircarat/contracts/paths";
import { Link } from "react-router";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useAccount } from "@/features/account/use-account";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { SubscriptionBadge } from "./subscription-badge";

interface AccountActionsProps {
  /** Stacked full-width buttons for the mobile menu. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** Sign In / Get Started when signed out; the email and Sign Out when signed in. */
export function AccountActions({ stacked = false, onNavigate }: AccountActionsProps) {
  const { user, loading, signOut } = useAccount();
  const layout = stacked ? "flex flex-col gap-3" : "flex min-w-0 items-center gap-2";

  if (loading)
    return <div aria-hidden="true" className={cn(layout, stacked ? "h-24" : "h-9 w-44")} />;

  if (user) {
    async function handleSignOut() {
      onNavigate?.();
      try {
        await signOut();
      } catch (error) {
        toast.error("Sign Out Failed", { description: errorMessage(error) });
      }
    }
    return (
      <div className={layout}>
        {stacked ? <SubscriptionBadge className="self-start" /> : <SubscriptionBadge compact />}
        <span
          className={cn("truncate text-sm text-ink-soft", stacked ? "" : "max-w-28 lg:max-w-52")}
          title={user.email}
        >
          {user.email}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void handleSignOut()}
          className={stacked ? "w-full" : ""}
        >
          Sign Out
        </Button>
      </div>
    );
  }

  return (
    <div className={layout}>
      <Button
        asChild
        variant={stacked ? "secondary" : "ghost"}
        size="sm"
        className={stacked ? "w-full" : ""}
      >
        <Link to={paths.auth} onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
      <Button asChild size="sm" className={stacked ? "w-full" : ""}>
        <Link to={paths.auth} onClick={onNavigate}>
          Get Started
        </Link>
      </Button>
    </div>
  );
}
