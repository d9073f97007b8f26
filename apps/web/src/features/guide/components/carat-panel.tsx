import { CheckList } from "@/components/check-list";
import { caratFacts, popularCaratWeights } from "../guide-data";

export function CaratPanel() {
  return (
    <section aria-labelledby="guide-carat-title">
      <h2 id="guide-carat-title" className="text-2xl font-bold text-ink">
        Carat weight
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-ink-soft">
        Carat is a measure of weight, not size. Knowing how it is priced helps you save.
      </p>
      <CheckList items={caratFacts} />
      <h3 className="mt-8 font-semibold text-ink">Popular weights</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {popularCaratWeights.map((weight) => (
          <li
            key={weight}
            className="rounded-full border border-line bg-canvas px-4 py-1.5 text-sm font-medium text-ink"
          >
            {weight}
          </li>
        ))}
      </ul>
    </section>
  );
}
