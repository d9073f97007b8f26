// Breaks the web app's rules on purpose: lint-rules.test.ts checks that lint refuses each line.
export const ownFetch = () => fetch("/api/analyses");
export const handMadeMoney = (dollars: number) => `$${dollars}`;
export const concatenatedMoney = (dollars: number) => "$" + String(dollars);
export function HandMadePrice({ dollars }: { dollars: number }) {
  return <span>${dollars}</span>;
}
