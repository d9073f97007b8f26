import { PageIntro } from "@/components/page-intro";
import { MarketTrendSection } from "@/components/market-trend/market-trend-section";
import { pageTitle } from "@/config/site";
import { GradingLabsSection } from "@/features/guide/components/grading-labs-section";
import { GrowthSection } from "@/features/guide/components/growth-section";
import { GuideTabs } from "@/features/guide/components/guide-tabs";
import { ProportionsSection } from "@/features/guide/components/proportions-section";

export function DiamondGuideRoute() {
  return (
    <>
      <title>{pageTitle("Diamond Guide")}</title>
      <PageIntro eyebrow="Buying guide" title="Diamond Buying Guide">
        <p>
          Learn how cut, color, clarity and carat affect the look and the price of a lab-grown
          diamond, and what its grading report says beyond them.
        </p>
      </PageIntro>
      <div className="page-container py-12 sm:py-16">
        <GuideTabs />
        <div className="mt-16 space-y-12 border-t border-line pt-12">
          <GradingLabsSection />
          <GrowthSection />
          <ProportionsSection />
        </div>
        <div className="mt-16 border-t border-line pt-12">
          <MarketTrendSection shape="round" chooseShape heading="h2" />
        </div>
      </div>
    </>
  );
}
