import { useCases } from "../enterprise-data";

export function UseCaseGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {useCases.map((useCase) => (
        <li
          key={useCase.title}
          className="rounded-card border border-line bg-surface p-6 shadow-card"
        >
          <h3 className="font-semibold text-ink">{useCase.title}</h3>
          <p className="mt-2 text-sm text-ink-soft">{useCase.description}</p>
        </li>
      ))}
    </ul>
  );
}
