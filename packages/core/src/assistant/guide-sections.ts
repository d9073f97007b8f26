/**
 * The guide page's section for each stone topic (apps/web/src/features/guide): the expert links to
 * them, a browser test holds the page to them.
 */
export const guideSections = {
  proportions: "proportions",
  growth: "growth-and-treatment",
  lab: "grading-labs",
} as const;
