import { homeTitle } from "@/config/site";
import { AboutSection } from "@/features/marketing/components/about-section";
import { AnalyzerSection } from "@/features/marketing/components/analyzer-section";
import { ContactSection } from "@/features/marketing/components/contact-section";
import { GuideSection } from "@/features/marketing/components/guide-section";
import { Hero } from "@/features/marketing/components/hero";
import { HowItWorksSection } from "@/features/marketing/components/how-it-works-section";
import { PricingSection } from "@/features/marketing/components/pricing-section";

export function HomeRoute() {
  return (
    <>
      <title>{homeTitle}</title>
      <Hero />
      <AnalyzerSection />
      <HowItWorksSection />
      <PricingSection />
      <GuideSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
