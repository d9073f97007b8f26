import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import { formatStatedPercent } from "@faircarat/contracts/figures";
import {
  bowTieDepth,
  formatBand,
  roundAngles,
  shapeProportions,
  spreadExample,
  formatPercentBand,
} from "@faircarat/contracts/stone-knowledge";
import { GradeTable } from "./grade-table";

const rows = Object.entries(shapeProportions).map(([shape, bands]) => ({ shape, ...bands }));

/**
 * The ranges the cut and spread check uses, read from the same table, so the guide and the check
 * never disagree.
 */
export function ProportionsSection() {
  const { carat, shape, depthPct, facesUpLike } = spreadExample;
  return (
    <section id="proportions" aria-labelledby="guide-proportions-title" className="scroll-mt-20">
      <h2 id="guide-proportions-title" className="text-2xl font-bold text-ink">
        Proportions and spread
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-ink-soft">
        Proportions decide how a stone looks more than any grade. Reports print them: total depth
        and table (percent) under Proportions, length and width (mm) under Measurements. Length
        divided by width is the ratio. These are the ranges FairCarat&apos;s cut and spread check
        scores against.
      </p>
      <GradeTable
        caption="Usual proportions by shape"
        columns={["Shape", "Length to width", "Depth", "Table"]}
        rows={rows}
        rowKey={(row) => row.shape}
        renderRow={(row) => [
          shapeLabel(row.shape),
          formatBand(row.ratio),
          formatPercentBand(row.depth),
          formatPercentBand(row.table),
        ]}
      />
      <ul className="mt-6 max-w-2xl list-disc space-y-2 pl-5 text-ink-soft">
        <li>
          Spread: at equal weight a deeper stone faces up smaller. A {carat} ct {shape} at{" "}
          {formatStatedPercent(depthPct)} depth faces up like a {facesUpLike.toFixed(2)} ct.
        </li>
        <li>
          An oval, pear, marquise or heart deeper than {formatStatedPercent(bowTieDepth.deeperThan)}{" "}
          or shallower than {formatStatedPercent(bowTieDepth.shallowerThan)} often shows a dark
          bow-tie; no report grades it, so ask for a video.
        </li>
        <li>
          Rounds: top cut grades have a crown angle of {formatBand(roundAngles.crown)}° and a
          pavilion angle of {formatBand(roundAngles.pavilion)}°.
        </li>
      </ul>
    </section>
  );
}
