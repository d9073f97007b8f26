import { paths } from "@faircarat/contracts/paths";
import { Link } from "react-router";
import { SectionHeading } from "./section-heading";
import { StepList } from "./step-list";

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="bg-canvas py-16 sm:py-20"
    >
      <div className="page-container">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From listing to fair price in minutes"
        >
          <p>
            Retail prices for lab-grown diamonds vary widely for the same grades. We compare your
            diamond with similar listings across retailers, so you know what it should cost.
          </p>
        </SectionHeading>
        <StepList detailed className="mt-10" />
        <p className="mt-8">
          <Link
            to={paths.howItWorks}
            className="font-semibold text-primary-strong underline hover:text-primary"
          >
            Read more about how FairCarat works
          </Link>
        </p>
      </div>
    </section>
  );
}
