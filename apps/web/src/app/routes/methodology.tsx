import type { PublishedEvaluation } from "@faircarat/contracts/methodology";
import { pageTitle } from "@/config/site";
import { MethodologyPage } from "@/features/methodology/components/methodology-page";
import evaluation from "@/features/methodology/evaluation.json";

export function MethodologyRoute() {
  return (
    <>
      <title>{pageTitle("Methodology and Accuracy")}</title>
      {/* Written by `npm run pricing:eval` through contracts' schema (packages/pricing/scripts/publish-evaluation.ts). */}
      <MethodologyPage evaluation={evaluation satisfies PublishedEvaluation} />
    </>
  );
}
