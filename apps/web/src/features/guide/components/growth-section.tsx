import { growthMethodMeaning, treatmentMeaning } from "@faircarat/contracts/stone-knowledge";

/**
 * CVD or HPHT, as grown or treated: each flag in one line for a buyer, as the report and the
 * Diamond Expert say it.
 */
export function GrowthSection() {
  return (
    <section
      id="growth-and-treatment"
      aria-labelledby="guide-growth-title"
      className="scroll-mt-20"
    >
      <h2 id="guide-growth-title" className="text-2xl font-bold text-ink">
        How it was grown, and treatment
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-ink-soft">
        IGI reports state the growth method and whether the stone is as grown or was treated after
        growth. Both methods make real diamonds.
      </p>
      <ul className="max-w-2xl list-disc space-y-2 pl-5 text-ink-soft">
        {[
          growthMethodMeaning.CVD,
          growthMethodMeaning.HPHT,
          treatmentMeaning["as grown"],
          treatmentMeaning.treated,
        ].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-6 max-w-2xl text-ink-soft">
        Whether either moves the price is measured on the market data, and the report says how many
        listings that rests on; where the data cannot tell, it says so and the value does not assume
        it.
      </p>
    </section>
  );
}
