import { paths } from "@faircarat/contracts/paths";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { StepList } from "./step-list";

const stats = [
  { value: "$1K-$5K", label: "average savings" },
  { value: "98%", label: "customer satisfaction" },
  { value: "50K+", label: "diamonds analyzed" },
  { value: "24/7", label: "market monitoring" },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-primary-soft to-surface">
      <div className="page-container py-14 sm:py-20">
        <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-medium text-primary-strong shadow-sm">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Independent lab-grown diamond price analysis
        </p>
        <h1
          id="hero-title"
          className="mt-5 max-w-3xl text-display font-bold text-ink sm:text-display-lg"
        >
          Is your lab-grown diamond fairly priced?
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-soft">
          Paste a retailer listing or enter the 4Cs. FairCarat compares it with real market listings
          and shows the fair market value, the markup and how much you could save before you buy.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg">
            <Link to="/#analyzer">
              Analyze Your Diamond
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.howItWorks}>How It Works</Link>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to={paths.pricing}>See Pricing</Link>
          </Button>
        </div>
        <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-ink-muted">{stat.label}</dt>
              <dd className="text-2xl font-bold text-ink">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-12">
          <h2 className="sr-only">Three steps to a fair price</h2>
          <StepList />
        </div>
      </div>
    </section>
  );
}
