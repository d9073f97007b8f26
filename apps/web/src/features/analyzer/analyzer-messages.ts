import type { AnalysisResult, Verdict } from "@faircarat/contracts";
import { invalidCertificateNumberMessage } from "@faircarat/contracts/certificate-number";
import { invalidCaratMessage } from "@faircarat/contracts/limits";
import { unacceptedCharacterMessage } from "@faircarat/contracts/storable-text";
import { resolveVerdict } from "@/components/report/price-verdict";
import type { Notice } from "@/lib/notice";

/**
 * The analyzer's notices, word for word from the spec (sections 5 and 8); the carat's and the
 * certificate number's are ours.
 */
export const missingInformation: Notice = {
  title: "Missing Information",
  description:
    "Please provide either a listing URL or complete diamond details (carat, cut, color, clarity).",
};

export const invalidPrice: Notice = {
  title: "Invalid Price",
  description: "Please enter a valid listed price.",
};

export const invalidCarat: Notice = {
  title: "Invalid Carat",
  description: invalidCaratMessage,
};

export const invalidCertificateNumber: Notice = {
  title: "Invalid Certificate Number",
  description: invalidCertificateNumberMessage,
};

/** A field holding a character the server cannot store; the spec has no words for it. */
export function unacceptedCharacter(fieldName: string): Notice {
  return { title: "Invalid Character", description: unacceptedCharacterMessage(fieldName) };
}

export const signInRequired: Notice = {
  title: "Sign In Required",
  description: "Please sign in or create an account to continue.",
};

export const analysisFailed: Notice = {
  title: "Analysis Failed",
  description: "There was an error analyzing the diamond. Please try again.",
};

const toastSentence: Record<Verdict, string> = {
  overpriced: "Diamond appears overpriced.",
  // Not flagged overpriced, so the spec's sentence; the banner gives the markup.
  "above-market": "Pricing looks reasonable. It is above the market's typical price.",
  "too-little-data": "Too little market data to judge the price.",
  fair: "Pricing looks reasonable.",
  "below-market": "Pricing looks reasonable.",
};

/**
 * 'Analysis Complete': "Confidence: 82%. Diamond appears overpriced." The sentence follows the
 * verdict.
 */
export function analysisComplete(
  confidencePercent: string,
  analysis: Pick<AnalysisResult, "isOverpriced" | "verdict">,
): Notice {
  return {
    title: "Analysis Complete",
    description: `Confidence: ${confidencePercent}. ${toastSentence[resolveVerdict(analysis)]}`,
  };
}
