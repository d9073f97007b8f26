import { lazy, Suspense, useState } from "react";
import { paths } from "@faircarat/contracts/paths";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import { pageTitle } from "@/config/site";
import { useAccount } from "@/features/account/use-account";
import { ApiKeysScreen } from "@/features/developers/components/api-keys-screen";
import { useApiKeys } from "@/features/developers/hooks/use-api-keys";
import { errorMessage } from "@/lib/api-client";

const PlanDialog = lazy(() =>
  import("@/features/billing/components/plan-dialog").then((m) => ({ default: m.PlanDialog })),
);

/** The "API keys" screen, reached from /api-access "Get API Key". */
export function ApiKeysRoute() {
  const account = useAccount();
  const keys = useApiKeys(account.user?.id ?? null);
  const [planDialogOpen, setPlanDialogOpen] = useState(false);

  let body;
  if (account.loading || (account.user && keys.isPending))
    body = <p className="text-ink-soft">Loading your keys...</p>;
  else if (!account.user)
    body = (
      <div className="space-y-4">
        <p className="text-ink-soft">
          Please sign in to create and manage API keys. Keys come with Unlimited Access.
        </p>
        <Button asChild>
          <Link to={paths.auth}>Sign In</Link>
        </Button>
      </div>
    );
  else if (keys.isError)
    body = (
      <div className="space-y-4">
        <p role="alert" className="text-ink-soft">
          {errorMessage(keys.error)}
        </p>
        <Button onClick={() => void keys.refetch()}>Try Again</Button>
      </div>
    );
  else
    body = (
      <ApiKeysScreen
        list={keys.data!}
        onChanged={() => void keys.refetch()}
        onChoosePlan={() => setPlanDialogOpen(true)}
      />
    );

  return (
    <>
      <title>{pageTitle("API Keys")}</title>
      <PageIntro eyebrow="For developers" title="API keys">
        <p>
          Keys authenticate your requests to the FairCarat API. Keep them secret: anyone with a key
          can spend your plan's calls.
        </p>
      </PageIntro>
      <div className="page-container max-w-4xl space-y-8 py-10 sm:py-12">
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link
            to={paths.apiAccess}
            className="inline-flex items-center gap-2 font-medium text-ink-soft hover:text-primary-strong"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            API Access
          </Link>
          <Link to={paths.apiDocs} className="font-medium text-primary-strong hover:underline">
            View Documentation
          </Link>
        </div>
        {body}
      </div>
      <Suspense fallback={null}>
        {account.user ? (
          <PlanDialog
            open={planDialogOpen}
            onOpenChange={setPlanDialogOpen}
            onPurchaseComplete={() => {
              setPlanDialogOpen(false);
              void keys.refetch();
            }}
            hasUnlimitedPlan={account.subscribed && account.productId !== null}
          />
        ) : null}
      </Suspense>
    </>
  );
}
