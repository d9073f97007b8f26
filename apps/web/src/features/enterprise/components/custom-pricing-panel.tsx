import { Button } from "@/components/ui/button";
import { customPricing } from "../enterprise-data";

/** `onRequestQuote` opens the enterprise enquiry form. */
export function CustomPricingPanel({ onRequestQuote }: { onRequestQuote: () => void }) {
  return (
    <section
      aria-labelledby="custom-pricing-title"
      className="rounded-card bg-navy p-6 text-on-navy sm:p-8"
    >
      <h2 id="custom-pricing-title" className="text-xl font-semibold text-white">
        Custom Pricing
      </h2>
      <p className="mt-2 text-sm text-on-navy-muted">
        Plans are tailored to your volume and integration needs.
      </p>
      <dl className="mt-6 divide-y divide-navy-soft">
        {customPricing.map((item) => (
          <div key={item.label} className="flex items-center justify-between gap-4 py-3">
            <dt className="text-on-navy-muted">{item.label}</dt>
            <dd className="font-semibold text-white">{item.value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="inverse" size="lg" className="mt-6 w-full" onClick={onRequestQuote}>
        Request Quote
      </Button>
    </section>
  );
}
