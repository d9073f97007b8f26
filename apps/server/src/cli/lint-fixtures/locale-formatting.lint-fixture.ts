// Intl on purpose: lint-rules.test.ts checks lint refuses it outside contracts' figures.ts.
export const rows = (count: number) => `${count.toLocaleString()} rows`;
export const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
