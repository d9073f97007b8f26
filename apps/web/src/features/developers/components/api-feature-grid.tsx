import { apiFeatures } from "../api-endpoints";

export function ApiFeatureGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {apiFeatures.map((feature) => (
        <li
          key={feature.title}
          className="rounded-card border border-line bg-surface p-5 shadow-card"
        >
          <h3 className="font-semibold text-ink">{feature.title}</h3>
          <p className="mt-2 text-sm text-ink-soft">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
