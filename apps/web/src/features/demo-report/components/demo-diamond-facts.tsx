import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";

interface DemoDiamondFactsProps {
  specs: AnalysisResult["specs"];
  certification: string;
  retailer: string;
  listedPrice: number;
  pricePerCarat: number;
}

/** The sample diamond: shape, 4Cs, certification and retailer. */
export function DemoDiamondFacts({
  specs,
  certification,
  retailer,
  listedPrice,
  pricePerCarat,
}: DemoDiamondFactsProps) {
  const facts = [
    ["Shape", shapeLabel(specs.shape)],
    ["Carat", `${specs.carat} ct`],
    ["Cut", specs.cut ?? "Not stated"],
    ["Color", specs.color],
    ["Clarity", specs.clarity],
    ["Certification", certification],
    ["Retailer", retailer],
    ["Listed price", formatDollars(listedPrice)],
    ["Fair value per carat", formatDollars(pricePerCarat)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-ink-muted">{label}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
