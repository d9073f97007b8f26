import { paths } from "@faircarat/contracts";
import { FileSearch } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "@/components/check-list";
import { reportContents } from "../steps";
import { SectionHeading } from "./section-heading";

/** The home page's #analyzer section. */
export function AnalyzerSection() {
  return (
    <section id="analyzer" aria-labelledby="analyzer-title" className="page-container py-16 sm:py-20">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <SectionHeading id="analyzer-title" eyebrow="Price analysis" title="Analyze a Diamond">
          <p>
            Give us a retailer listing link and its price, or the diamond&apos;s carat, cut, color and clarity, and get a
            full price report against current market listings.
          </p>
        </SectionHeading>
        <div className="rounded-card border border-line bg-canvas p-6">
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <FileSearch aria-hidden="true" className="size-5 text-primary" />
            What your report includes
          </h3>
          <CheckList items={reportContents} className="mt-4" />
          <p className="mt-6 text-sm text-ink-soft">
            Reports start at $29.{" "}
            <Link to={paths.pricing} className="font-semibold text-primary-strong underline hover:text-primary">
              Compare report plans
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
