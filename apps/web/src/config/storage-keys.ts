/** Browser storage keys from the spec (section 3), shared by the plan dialog and the analyzer. */
export const storageKeys = {
  /** 'true' while a purchase made to run an analysis is pending; the home page resumes it. */
  pendingAnalysis: "pendingAnalysis",
  /** The analysis form as JSON, saved before a purchase or sign-in. */
  diamondFormData: "diamondFormData",
  /** The upload widget's list in this tab (sessionStorage), kept across the trip to checkout. */
  uploads: "faircaratUploads",
  /** The id of the signed-in account the keys above were kept for (see lib/account-storage). */
  storageOwner: "faircaratStorageOwner",
} as const;
