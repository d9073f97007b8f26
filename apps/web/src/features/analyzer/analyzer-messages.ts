import { invalidCertificateNumberMessage } from "@faircarat/contracts/certificate-number";

/** The analyzer's notices, word for word from the spec (sections 5 and 8); the certificate number's is ours. */
export interface Notice {
  title: string;
  description: string;
}

export const missingInformation: Notice = {
  title: "Missing Information",
  description: "Please provide either a listing URL or complete diamond details (carat, cut, color, clarity).",
};

export const invalidPrice: Notice = {
  title: "Invalid Price",
  description: "Please enter a valid listed price.",
};

export const invalidCertificateNumber: Notice = {
  title: "Invalid Certificate Number",
  description: invalidCertificateNumberMessage,
};

export const signInRequired: Notice = {
  title: "Sign In Required",
  description: "Please sign in or create an account to continue.",
};

export const analysisFailed: Notice = {
  title: "Analysis Failed",
  description: "There was an error analyzing the diamond. Please try again.",
};

/** 'Analysis Complete': "Confidence: 82%. Diamond appears overpriced." */
export function analysisComplete(confidencePercent: string, isOverpriced: boolean): Notice {
  const verdict = isOverpriced ? "Diamond appears overpriced." : "Pricing looks reasonable.";
  return { title: "Analysis Complete", description: `Confidence: ${confidencePercent}. ${verdict}` };
}
