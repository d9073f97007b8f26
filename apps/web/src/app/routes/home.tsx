import { lazy, Suspense, useLayoutEffect, useState } from "react";
import type { AnalysisRecord } from "@faircarat/contracts";
import { homeTitle } from "@/config/site";
import { useAccount } from "@/features/account/use-account";
import { SampleReportPrompt } from "@/features/demo-report/components/sample-report-prompt";
import { AboutSection } from "@/features/marketing/components/about-section";
import { ContactSection } from "@/features/marketing/components/contact-section";
import { GuideSection } from "@/features/marketing/components/guide-section";
import { Hero } from "@/features/marketing/components/hero";
import { HowItWorksSection } from "@/features/marketing/components/how-it-works-section";
import { PricingSection } from "@/features/marketing/components/pricing-section";
import { scrollToSection } from "@/lib/scroll-to-section";
import { HomeAnalyzer } from "../home/home-analyzer";
import { useAccountChanges } from "../home/use-account-changes";
import { useVerificationNotice } from "../home/use-verification-notice";

// Shown on demand: their code loads when first needed, not with the page.
const DemoReport = lazy(() =>
  import("@/features/demo-report/components/demo-report").then((m) => ({ default: m.DemoReport })),
);
const HistorySection = lazy(() =>
  import("@/features/history/components/history-section").then((m) => ({
    default: m.HistorySection,
  })),
);

/**
 * The sample report, brought into view once its code has loaded and it has rendered. A layout
 * effect runs in the commit that shows it, so the scroll starts before the first paint (a passive
 * effect could run a frame later, after the report had appeared where the user was not looking).
 */
function ShownDemoReport({ scrollRequest }: { scrollRequest: number }) {
  useLayoutEffect(() => scrollToSection("demo-report"), [scrollRequest]);
  return <DemoReport />;
}

/**
 * The home page in the spec's order: hero, sample-report card, analyzer, demo report, history; then
 * the footer's anchors.
 */
export function HomeRoute() {
  const { user } = useAccount();
  const accountChanges = useAccountChanges(user?.id ?? null);
  useVerificationNotice();
  // 0: not shown; each click on "View Sample Report" counts up and scrolls to it again.
  const [demoRequests, setDemoRequests] = useState(0);
  const demoShown = demoRequests > 0;
  const [openedRecord, setOpenedRecord] = useState<AnalysisRecord | null>(null);

  function showDemo() {
    setDemoRequests((count) => count + 1);
  }

  return (
    <>
      <title>{homeTitle}</title>
      <Hero />
      <SampleReportPrompt onView={showDemo} revealed={demoShown} />
      <HomeAnalyzer key={accountChanges} openedRecord={user ? openedRecord : null} />
      <Suspense fallback={null}>
        {demoShown ? <ShownDemoReport scrollRequest={demoRequests} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {user ? <HistorySection userId={user.id} onExpandedChange={setOpenedRecord} /> : null}
      </Suspense>
      <HowItWorksSection />
      <PricingSection />
      <GuideSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
