import type { CertificateLab, CutGrade, FinishGrade, Fluorescence } from "./grades";
import type { DiamondSpecs, PricingListing } from "./types";

/**
 * The commonest grades of lab listings, assumed where a listing or a request says nothing. Feeds
 * leave a field empty per retailer (one never states fluorescence, another its lab), so a
 * "not stated" indicator would only mirror the retailer and corrupt its price level.
 */
export const typicalGrades = {
  cut: "Excellent" as CutGrade,
  polish: "Excellent" as FinishGrade,
  symmetry: "Excellent" as FinishGrade,
  fluorescence: "None" as Fluorescence,
  certificateLab: "IGI" as CertificateLab,
};

export function specsOfListing(l: PricingListing): DiamondSpecs {
  return {
    shape: l.shape,
    carat: l.carat,
    color: l.color,
    clarity: l.clarity,
    cut: l.cut ?? typicalGrades.cut,
    polish: l.polish ?? typicalGrades.polish,
    symmetry: l.symmetry ?? typicalGrades.symmetry,
    fluorescence: l.fluorescence ?? typicalGrades.fluorescence,
    certificateLab: l.certificateLab ?? typicalGrades.certificateLab,
  };
}
