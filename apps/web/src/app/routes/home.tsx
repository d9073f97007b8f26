import { useState } from "react";
import type { AnalysisRecord } from "@faircarat/contracts";
import { flushSync } from "react-dom";
import { homeTitle } from "@/config/site";
import { useAccount } from "@/features/account/use-account";
import { DemoReport } from "@/features/demo-report/components/demo-report";
import { SampleReportPrompt } from "@/features/demo-report/components/sample-report-prompt";
import { HistorySection } from "@/features/history/components/history-section";
import { AboutSection } from "@/features/marketing/components/about-section";
import { ContactSection } from "@/features/marketing/components/contact-section";
import { GuideSection } from "@/features/marketing/components/guide-section";
import { Hero } from "@/features/marketing/components/hero";
import { HowItWorksSection } from "@/features/marketing/components/how-it-works-section";
import { PricingSection } from "@/features/marketing/components/pricing-section";
import { scrollToSection } from "@/lib/scroll-to-section";
import { HomeAnalyzer } from "../home/home-analyzer";

/** The home page in the spec's order: hero, sample-report card, analyzer, demo report, history; then the footer's anchors. */
export function HomeRoute() {
  const { user } = useAccount();
  const [demoShown, setDemoShown] = useState(false);
  const [expandedAnalysis, setExpandedAnalysis] = useState<AnalysisRecord | null>(null);

  function showDemo() {
    // Render the report now, so there is something to scroll to.
    flushSync(() => setDemoShown(true));
    scrollToSection("demo-report");
  }

  return (
    <>
      <title>{homeTitle}</title>
      <Hero />
      <SampleReportPrompt onView={showDemo} revealed={demoShown} />
      <HomeAnalyzer historyChat={user ? expandedAnalysis : null} />
      {demoShown ? <DemoReport /> : null}
      {user ? <HistorySection userId={user.id} onExpandedChange={setExpandedAnalysis} /> : null}
      <HowItWorksSection />
      <PricingSection />
      <GuideSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
