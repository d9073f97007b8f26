import type { Origin } from "@faircarat/contracts";
import { collapseSpace } from "./html-text";
import { dropUndefined } from "./labelled-slug";
import type { ListingSpecs } from "./listing-facts";
import { readSpec } from "./read-spec";

/** Titles and descriptions state the grades early; the rest of a long description is not read. */
const MAX_TEXT = 2_000;
const grade = "(FL|IF|VVS[12]|VS[12]|SI[123]|I[123])";
// Written so that no run of spaces can be split two ways (no backtracking blow-up on hostile text).
const caratText = /(\d{1,2}(?:\.\d{1,3})?)\s*(?:-\s*)?(?:ct|cts|ctw|carats?)\b/i;
// Grades are matched in capitals only: "if" and "I1" in prose must not read as clarity.
const colorThenClarity = new RegExp(`\\b([D-N])[\\s/-]+${grade}\\b`);
const colorWord = /\b([D-N])\s*(?:-\s*)?colou?r\b|\bcolou?r\s*(?::\s*)?([D-N])\b/;
const clarityText = new RegExp(`\\b${grade}\\b`);
const cutText = /\b(super ideal|ideal|excellent|very good|good|fair|poor|true hearts)\s+cut\b/i;
const shapeWords =
  "round|oval|cushion|princess|emerald|pear|marquise|radiant|asscher|heart|octagon(?:al)?|trilli(?:on|ant)|triangular|" +
  "old[\\s-]mine|old[\\s-]european|old[\\s-]euro|rose|baguette|half[\\s-]moon|kite|shield|hexagon(?:al)?";
// A shape word only counts before a word that makes it one ("Rose Cut", "Octagon Lab-Grown"), not
// "rose gold".
const shapeText = new RegExp(
  `\\b(${shapeWords})(?:[\\s-]+(?:brilliant|modified|step))*[\\s-]+(?:cut|shape|shaped|lab|diamond|loose)\\b`,
  "i",
);
const labText = /\blab[\s-]?(?:grown|created|made)\b|\blaboratory[\s-]grown\b|\bman[\s-]made\b/i;
const naturalText = /\b(?:natural|mined|earth[\s-]mined)\s+diamonds?\b/i;

/**
 * Specs stated in a title or description ("1.01 Carat G-VS1 Ideal Cut Round Lab-Grown Diamond").
 */
export function specsFromText(raw: string): ListingSpecs {
  const text = collapseSpace(raw.slice(0, MAX_TEXT));
  const pair = colorThenClarity.exec(text);
  const color =
    pair?.[1] ??
    (() => {
      const match = colorWord.exec(text);
      return match?.[1] ?? match?.[2];
    })();
  const clarity = pair?.[2] ?? clarityText.exec(text)?.[1];
  const carat = caratText.exec(text)?.[1];
  const cut = cutText.exec(text)?.[1];
  const shape = shapeText.exec(text)?.[1];
  return dropUndefined({
    carat: carat ? readSpec("carat", carat) : undefined,
    color: color ? readSpec("color", color) : undefined,
    clarity: clarity ? readSpec("clarity", clarity) : undefined,
    cut: cut ? readSpec("cut", cut) : undefined,
    shape: shape ? readSpec("shape", shape) : undefined,
  });
}

/** Lab or natural when the text says exactly one of them; a page comparing both says neither. */
export function originFromText(raw: string): Origin | undefined {
  const text = collapseSpace(raw.slice(0, MAX_TEXT));
  const lab = labText.test(text);
  const natural = naturalText.test(text);
  if (lab === natural) return undefined;
  return lab ? "lab" : "natural";
}
