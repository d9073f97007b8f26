import { lazy, Suspense, useState } from "react";
import { paths } from "@faircarat/contracts/paths";
import { Code } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import { pageTitle } from "@/config/site";
import { contactHref, contactSubjects } from "@/config/contact-subjects";
import { ApiFeatureGrid } from "@/features/developers/components/api-feature-grid";
import { EndpointList } from "@/features/developers/components/endpoint-list";
import { useAccount } from "@/features/account/use-account";
import { fetchApiKeys } from "@/features/developers/api/api-keys-api";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

const PlanDialog = lazy(() =>
  import("@/features/billing/components/plan-dialog").then((m) => ({ default: m.PlanDialog })),
);

export function ApiAccessRoute() {
  const account = useAccount();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [planDialogOpen, setPlanDialogOpen] = useState(false);

  /**
   * Signed out: sign in first. Signed in without a plan that includes the API: the plan dialog.
   * Else: the keys screen.
   */
  async function getApiKey() {
    if (!account.user) {
      toast("Sign In Required", {
        description: "Please sign in to get an API key. Keys come with Unlimited Access.",
      });
      void navigate(paths.auth);
      return;
    }
    setChecking(true);
    try {
      const { plan } = await fetchApiKeys();
      if (plan) void navigate(paths.apiKeys);
      else setPlanDialogOpen(true);
    } catch (error) {
      toast.error("Error", { description: errorMessage(error) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <>
      <title>{pageTitle("API Access")}</title>
      <PageIntro eyebrow="For developers" title="FairCarat API">
        <p>
          Bring lab-grown diamond pricing, comparisons and market trends into your own products.
        </p>
      </PageIntro>
      <div className="page-container space-y-16 py-12 sm:py-16">
        <section
          aria-labelledby="developer-first-title"
          className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-center"
        >
          <div>
            <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-strong">
              <Code aria-hidden="true" className="size-6" />
            </span>
            <h2 id="developer-first-title" className="mt-4 text-2xl font-bold text-ink">
              Developer-First
            </h2>
          </div>
          <div>
            <p className="text-lg text-ink-soft">
              A REST API with JSON responses and API-key authentication. The same market data behind
              our reports, updated every 15 minutes, ready for retailer sites, appraisal tools and
              internal dashboards.
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button
                size="lg"
                onClick={() => void getApiKey()}
                disabled={checking || account.loading}
              >
                Get API Key
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.apiDocs}>View Documentation</Link>
              </Button>
            </div>
          </div>
        </section>
        <section aria-labelledby="api-features-title">
          <h2 id="api-features-title" className="mb-6 text-2xl font-bold text-ink">
            Why teams use it
          </h2>
          <ApiFeatureGrid />
        </section>
        <section id="endpoints" aria-labelledby="endpoints-title" className="scroll-mt-20">
          <h2 id="endpoints-title" className="mb-6 text-2xl font-bold text-ink">
            Endpoints
          </h2>
          <EndpointList />
        </section>
        <section aria-labelledby="api-sales-title" className="rounded-card bg-canvas p-6 sm:p-8">
          <h2 id="api-sales-title" className="text-xl font-semibold text-ink">
            Need higher volumes or a custom integration?
          </h2>
          <p className="mt-2 text-ink-soft">
            Talk to us about API keys, usage limits and enterprise plans.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to={contactHref(contactSubjects.sales)}>Contact Sales</Link>
          </Button>
        </section>
      </div>
      <Suspense fallback={null}>
        {account.user ? (
          <PlanDialog
            open={planDialogOpen}
            onOpenChange={setPlanDialogOpen}
            onPurchaseComplete={() => {
              setPlanDialogOpen(false);
              void navigate(paths.apiKeys);
            }}
            hasUnlimitedPlan={account.subscribed && account.productId !== null}
          />
        ) : null}
      </Suspense>
    </>
  );
}
