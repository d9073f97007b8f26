import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { CheckList } from "@/components/check-list";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import { pageTitle } from "@/config/site";
import { contactHref, contactSubjects } from "@/config/contact-subjects";
import { CustomPricingPanel } from "@/features/enterprise/components/custom-pricing-panel";
import { UseCaseGrid } from "@/features/enterprise/components/use-case-grid";
import { enterpriseFeatures } from "@/features/enterprise/enterprise-data";
import type { LeadSource } from "@/features/enterprise/components/enterprise-lead-dialog";

const EnterpriseLeadDialog = lazy(() =>
  import("@/features/enterprise/components/enterprise-lead-dialog").then((m) => ({
    default: m.EnterpriseLeadDialog,
  })),
);

export function EnterpriseRoute() {
  const [leadSource, setLeadSource] = useState<LeadSource | null>(null);
  return (
    <>
      <title>{pageTitle("Enterprise")}</title>
      <PageIntro eyebrow="Enterprise" title="FairCarat for Business">
        <p>
          Diamond pricing intelligence for retailers, wholesalers, appraisers and insurers, at any
          volume.
        </p>
      </PageIntro>
      <div className="page-container space-y-16 py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <section aria-labelledby="enterprise-features-title">
            <h2 id="enterprise-features-title" className="text-2xl font-bold text-ink">
              Everything your team needs
            </h2>
            <CheckList
              items={enterpriseFeatures}
              className="mt-6 grid gap-x-6 space-y-0 gap-y-3 sm:grid-cols-2"
            />
          </section>
          <CustomPricingPanel onRequestQuote={() => setLeadSource("request-quote")} />
        </div>
        <section aria-labelledby="use-cases-title">
          <h2 id="use-cases-title" className="mb-6 text-2xl font-bold text-ink">
            Use cases
          </h2>
          <UseCaseGrid />
        </section>
        <section
          aria-labelledby="enterprise-contact-title"
          className="rounded-card bg-canvas p-6 sm:p-8"
        >
          <h2 id="enterprise-contact-title" className="text-xl font-semibold text-ink">
            See FairCarat with your own inventory
          </h2>
          <p className="mt-2 text-ink-soft">
            Book a walkthrough or ask our sales team for a tailored quote.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={contactHref(contactSubjects.demo)}>Schedule Demo</Link>
            </Button>
            <Button size="lg" variant="secondary" onClick={() => setLeadSource("contact-sales")}>
              Contact Sales
            </Button>
          </div>
        </section>
      </div>
      <Suspense fallback={null}>
        {leadSource ? (
          <EnterpriseLeadDialog source={leadSource} onClose={() => setLeadSource(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
