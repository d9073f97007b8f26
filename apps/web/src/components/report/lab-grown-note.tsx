import { Leaf } from "lucide-react";

/**
 * The report's note that the diamond is lab-grown and ethically sourced; none for a mined listing,
 * as in the PDF.
 */
export function LabGrownNote({ isEthicallySourced }: { isEthicallySourced: boolean }) {
  if (!isEthicallySourced) return null;
  return (
    <p className="flex gap-2 rounded-control bg-savings-soft p-3 text-sm text-savings">
      <Leaf aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>Lab-grown diamond: ethically sourced, with no mining involved.</span>
    </p>
  );
}
