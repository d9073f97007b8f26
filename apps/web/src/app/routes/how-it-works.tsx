import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "@/components/check-list";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import { pageTitle } from "@/config/site";
import { StepList } from "@/features/marketing/components/step-list";
import { reportContents } from "@/features/marketing/steps";

export function HowItWorksRoute() {
  return (
    <>
      <title>{pageTitle("How It Works")}</title>
      <PageIntro eyebrow="How it works" title="How FairCarat Works">
        <p>
          Three steps from a retailer listing to a clear answer: is this lab-grown diamond fairly
          priced?
        </p>
      </PageIntro>
      <div className="page-container space-y-16 py-12 sm:py-16">
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-2xl font-bold text-ink">
            Three simple steps
          </h2>
          <StepList detailed className="mt-6" />
        </section>
        <section aria-labelledby="report-title" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="report-title" className="text-2xl font-bold text-ink">
              What your report shows
            </h2>
            <p className="mt-3 text-ink-soft">
              We match your diamond&apos;s carat, cut, color and clarity with current listings from
              major retailers. The report tells you what similar diamonds sell for and how your
              listed price compares.
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link to="/#analyzer">
                Analyze Your Diamond
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <CheckList
            items={reportContents}
            className="rounded-card border border-line bg-canvas p-6"
          />
        </section>
      </div>
    </>
  );
}
