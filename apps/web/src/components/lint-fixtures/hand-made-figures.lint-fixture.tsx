// Writes figures by hand on purpose: lint-rules.test.ts checks that lint refuses the lines that do.
export function HandMadeFigures({ at, savings, day }: { at: number; savings: number; day: Date }) {
  return (
    <p style={{ left: `${at}%` }}>
      {savings}% less, as of {day.toLocaleDateString("en-US")}
    </p>
  );
}
