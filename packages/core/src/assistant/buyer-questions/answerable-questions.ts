/**
 * The questions the built-in expert answers, one example each: what an unknown question is told,
 * and what the greeting offers. One per intent, so the list says what the expert can do.
 */
export const answerableQuestions = [
  "Is this a good deal?",
  "Why is your fair value different from the retailer's price?",
  "Why is this diamond overpriced?",
  "What are the comparable listings?",
  "How confident is this estimate?",
  "What would a G color cost instead?",
  "What is the best value change I could make?",
  "What would this cost at Blue Nile?",
  "Should I wait for prices to drop?",
  "How does this compare to a natural diamond?",
  "Will it look bigger than a round of the same weight?",
  "What is its insurance or replacement value?",
  "What questions should I ask the jeweler?",
  "Is a 1.05 length to width ratio good for an oval?",
  "Is it CVD or HPHT, and was it treated?",
  "GIA or IGI, which is better?",
  "Will it hold its value?",
  "What do the clarity grades mean?",
] as const;

export const answerableHint = [
  "I can answer questions like these about this diamond, with its report's figures:",
  answerableQuestions.map((q) => `- ${q}`).join("\n"),
].join("\n");
