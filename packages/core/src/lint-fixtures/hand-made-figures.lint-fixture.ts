// Writes figures by hand on purpose: lint-rules.test.ts checks that lint refuses each line.
export const localeCount = (listings: number) => listings.toLocaleString("en-US");
export const intlMoney = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const handMadeMoney = (dollars: number) => `about $${dollars}`;
export const handMadePercent = (confidence: number) => `${Math.round(confidence * 100)}% confident`;
export const concatenatedPercent = (share: number) => String(share * 100) + "%";
