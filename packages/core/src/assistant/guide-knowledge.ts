import {
  belowGiaStandard,
  bowTieDepth,
  formatBand,
  giaAssessmentSince,
  giaAssessmentTiers,
  growthMethodMeaning,
  igiKeepsGrades,
  roundAngles,
  shapeProportions,
  treatmentMeaning,
  formatPercentBand,
} from "@faircarat/contracts/stone-knowledge";
import { formatDate, formatStatedPercent } from "@faircarat/contracts/figures";

/**
 * The buying guide's facts as the expert tells them. They repeat the web guide's data
 * (apps/web/src/features/guide/guide-data.ts); core cannot import the web app, so keep the two in
 * step.
 */
export const guideTopics = {
  clarity: {
    title: "Clarity grades",
    text: [
      "Clarity grades how free a diamond is of inclusions and blemishes, judged at 10x magnification:",
      "- **FL** (Flawless): no inclusions or blemishes under 10x. Extremely rare.",
      "- **IF** (Internally Flawless): no inclusions under 10x; only minor surface blemishes. Very rare.",
      "- **VVS1-VVS2** (Very Very Slightly Included): inclusions so small a skilled grader finds them hard to see at 10x. Rare.",
      "- **VS1-VS2** (Very Slightly Included): minor inclusions seen at 10x, almost never visible to the naked eye. Good value.",
      "- **SI1-SI2** (Slightly Included): inclusions noticeable at 10x; many SI1 stones are still eye-clean. Best value.",
      "- **I1-I3** (Included): inclusions visible to the naked eye that can affect brilliance. Budget.",
    ].join("\n"),
  },
  color: {
    title: "Color grades",
    text: [
      "Color is graded from D (colorless) to Z (light yellow):",
      "- **D-F** (Colorless): no visible color, even to a trained grader. About 15-25% more than near colorless.",
      "- **G-J** (Near Colorless): color is hard to see once the stone is set; the best balance of look and price.",
      "- **K-M** (Faint): a faint warm tint, easier to notice in larger stones. About 10-20% less.",
      "- **N-Z** (Light): a light yellow or brown tint visible to the naked eye. About 25-40% less.",
    ].join("\n"),
  },
  cut: {
    title: "Cut grades",
    text: [
      "Cut grades how well the facets return light; it has the biggest effect on sparkle:",
      "- **Excellent** (or Ideal): maximum brilliance and fire. Premium.",
      "- **Very Good**: reflects nearly as much light as Excellent; the difference is hard to see. Good value.",
      "- **Good**: reflects most of the light; a little less sparkle. Budget-friendly.",
      "- **Fair/Poor**: light escapes through the sides and bottom, so the stone looks dull. Avoid.",
    ].join("\n"),
  },
  carat: {
    title: "Carat weight",
    text: [
      "Carat is the diamond's weight: 1 carat = 200 milligrams, measured to three decimals (for example 1.014 ct).",
      "- Prices jump at popular weights (0.5, 0.75, 1.0, 1.5 and 2.0 ct); a 0.95 ct stone looks almost the same as 1.0 ct and costs noticeably less.",
      "- A well-cut stone can look bigger than a heavier, poorly cut one.",
    ].join("\n"),
  },
  labVsNatural: {
    title: "Lab-grown vs natural",
    text: [
      "A lab-grown diamond is the same pure carbon crystal as a natural one and is graded on the same 4Cs.",
      "- **Price**: lab-grown diamonds cost 50-70% less than natural ones.",
      "- **Origin**: grown in a lab in weeks, instead of mined after forming over billions of years.",
      "- Only a gemological lab can tell them apart; the certificate states which one it is.",
    ].join("\n"),
  },
  certificates: {
    title: "Certificates",
    text: [
      "A grading certificate (report) from an independent lab records the stone's grades, measurements and whether it is lab-grown.",
      `- **GIA** has given lab-grown diamonds no color and clarity grades since ${formatDate(giaAssessmentSince)}: its quality assessment says Premium or Standard instead. ${belowGiaStandard}`,
      ...giaAssessmentTiers.map((t) => `- **GIA ${t.tier}**: ${t.grades}; ${t.finish}.`),
      `- **IGI** grades most lab-grown diamonds. ${igiKeepsGrades}`,
      "- Check that the report number is laser-inscribed on the girdle and matches the lab's online record before you buy.",
      "- Buy graded stones only: without a report, the grades are the seller's opinion.",
    ].join("\n"),
  },
  growthMethods: {
    title: "CVD and HPHT",
    text: [
      "Lab-grown diamonds are made by one of two methods:",
      `- **CVD**: ${growthMethodMeaning.CVD}`,
      `- **HPHT**: ${growthMethodMeaning.HPHT}`,
      `- Treatment: ${treatmentMeaning["as grown"]} Otherwise: ${treatmentMeaning.treated}`,
    ].join("\n"),
  },
  proportions: {
    title: "Proportions and spread",
    text: [
      "Proportions decide how a stone looks more than any grade. The cut and spread check's usual ranges (depth %, table %, preferred length to width):",
      ...Object.entries(shapeProportions).map(
        ([shape, b]) =>
          `- **${shape}**: depth ${formatPercentBand(b.depth)}, table ${formatPercentBand(b.table)}, length to width ${formatBand(b.ratio)}`,
      ),
      `- Round angles: crown ${formatBand(roundAngles.crown)}°, pavilion ${formatBand(roundAngles.pavilion)}°. Ovals, pears, marquises and hearts deeper than ${formatStatedPercent(bowTieDepth.deeperThan)} or shallower than ${formatStatedPercent(bowTieDepth.shallowerThan)} risk a dark bow-tie.`,
      "- Spread: at equal weight a deeper stone faces up smaller; the check works out the face-up size from the measurements or the depth.",
    ].join("\n"),
  },
  resale: {
    title: "Resale value",
    text: [
      "Lab-grown diamonds have little resale value: production keeps growing and retail prices have been falling, so a stone bought today usually resells for a small fraction of what was paid, if a buyer can be found at all.",
      "- Natural diamonds also resell well below retail.",
      "- What you can control is the price you pay: paying close to fair market value loses the least.",
    ].join("\n"),
  },
} as const;

export type GuideTopic = keyof typeof guideTopics;
