import { paths } from "@faircarat/contracts/paths";
import { Link } from "react-router";
import { SectionHeading } from "./section-heading";

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="page-container py-16 sm:py-20">
      <SectionHeading id="about-title" eyebrow="About" title="Built for diamond buyers">
        <p>
          Lab-grown diamonds cost 50-70% less than natural ones, yet the same stone can be listed at
          very different prices. FairCarat gives buyers independent, real-time market data so they
          can pay a fair price for an ethically sourced diamond.
        </p>
      </SectionHeading>
      <p className="mt-8">
        <Link
          to={paths.about}
          className="font-semibold text-primary-strong underline hover:text-primary"
        >
          Learn more about FairCarat
        </Link>
      </p>
    </section>
  );
}
