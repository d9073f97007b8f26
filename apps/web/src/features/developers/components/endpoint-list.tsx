import { apiEndpoints } from "../api-endpoints";

export function EndpointList() {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
      {apiEndpoints.map((endpoint) => (
        <li
          key={endpoint.endpoint}
          className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:gap-4"
        >
          <span className="w-fit rounded-md bg-savings-soft px-2 py-0.5 font-mono text-xs font-bold text-savings">
            {endpoint.method}
          </span>
          <code className="font-mono text-sm break-all text-ink">{endpoint.endpoint}</code>
          <span className="text-sm text-ink-soft sm:ml-auto sm:text-right">
            {endpoint.description}
          </span>
        </li>
      ))}
    </ul>
  );
}
