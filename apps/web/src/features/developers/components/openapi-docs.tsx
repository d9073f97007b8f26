import { apiPlans, API_BATCH_MAX_LINES } from "@faircarat/contracts/api-plans";
import {
  documentedOperations,
  errorCodes,
  schemaLabel,
  type OpenApiDocument,
} from "../openapi-document";
import { DocText } from "./doc-text";
import { ErrorCodeList } from "./error-code-list";
import { ResponseFields } from "./response-fields";
import { TableScroller } from "@/components/table-scroller";
import { formatCount } from "@faircarat/contracts/figures";

/** A small renderer of the server's OpenAPI document: no third-party viewer, nothing from a CDN. */
export function OpenApiDocs({ document, origin }: { document: OpenApiDocument; origin: string }) {
  const operations = documentedOperations(document, origin);
  const codes = errorCodes(document);
  const known = new Set(codes.map(({ code }) => code));
  const server = document.servers?.[0]?.url ?? `${origin}/api/v1`;
  return (
    <div className="space-y-12">
      <section aria-labelledby="docs-start-title" className="space-y-4">
        <h2 id="docs-start-title" className="text-2xl font-bold text-ink">
          Getting started
        </h2>
        <p className="text-ink-soft">
          Base URL <code className="font-mono text-sm break-all text-ink">{server}</code>. Send your
          key as{" "}
          <code className="font-mono text-sm text-ink">Authorization: Bearer &lt;key&gt;</code> or{" "}
          <code className="font-mono text-sm text-ink">X-API-Key: &lt;key&gt;</code>. Answers are
          JSON; errors are{" "}
          <code className="font-mono text-sm text-ink">
            {"{ error: { code, message, requestId } }"}
          </code>
          : 401 for a missing, unknown or revoked key, 403 when the plan behind it has lapsed, 429
          over a limit (with Retry-After).
        </p>
        <pre tabIndex={0} className="overflow-x-auto rounded-card bg-navy p-4 text-sm text-white">
          <code>export FAIRCARAT_API_KEY=fc_live_...</code>
        </pre>
        <p className="text-ink-soft">
          The machine-readable description is at{" "}
          <a
            className="font-medium text-primary-strong hover:underline"
            href="/api/v1/openapi.json"
          >
            /api/v1/openapi.json
          </a>{" "}
          (OpenAPI 3.1).
        </p>
      </section>

      <section aria-labelledby="docs-limits-title">
        <h2 id="docs-limits-title" className="text-2xl font-bold text-ink">
          Limits
        </h2>
        <TableScroller label="API limits by plan" className="mt-4">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="text-ink-muted">
              <tr>
                <th className="py-2 pr-4 font-medium">Plan</th>
                <th className="py-2 pr-4 font-medium">Calls a month (per account)</th>
                <th className="py-2 font-medium">Requests a minute (per key)</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line text-ink">
              {Object.values(apiPlans).map((plan) => (
                <tr key={plan.label}>
                  <td className="py-2 pr-4">{plan.label}</td>
                  <td className="py-2 pr-4">{formatCount(plan.monthlyCalls)}</td>
                  <td className="py-2">{formatCount(plan.perMinute)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
        <p className="mt-3 text-sm text-ink-soft">
          A batch of up to {formatCount(API_BATCH_MAX_LINES)} stones counts one call per priced
          line. Every answer carries <code className="font-mono">RateLimit-Policy</code> and{" "}
          <code className="font-mono">RateLimit</code> headers. Quotas renew on the first of each
          month (00:00 UTC); a <code className="font-mono">quota_exceeded</code> answer says when,
          in its message and its <code className="font-mono">Retry-After</code> seconds. Enterprise
          volumes are agreed with sales.
        </p>
      </section>

      <section aria-labelledby="docs-endpoints-title" className="space-y-10">
        <h2 id="docs-endpoints-title" className="text-2xl font-bold text-ink">
          Endpoints
        </h2>
        {operations.map(({ method, path, anchor, operation, curl, useCases, fields, example }) => (
          <article
            key={`${method} ${path}`}
            id={anchor}
            aria-labelledby={`${anchor}-title`}
            className="scroll-mt-24 space-y-4 rounded-card border border-line bg-surface p-5 sm:p-6"
          >
            <h3
              id={`${anchor}-title`}
              className="flex flex-wrap items-center gap-3 text-lg font-semibold text-ink"
            >
              <span className="rounded-md bg-savings-soft px-2 py-0.5 font-mono text-xs font-bold text-savings uppercase">
                {method}
              </span>
              <code className="font-mono text-base break-all">/api/v1{path}</code>
            </h3>
            {operation.summary ? <p className="font-medium text-ink">{operation.summary}</p> : null}
            {operation.description ? (
              <p className="text-sm text-ink-soft">
                <DocText text={operation.description} errorCodes={known} />
              </p>
            ) : null}
            {operation.parameters && operation.parameters.length > 0 ? (
              <TableScroller
                label={`Parameters of ${method.toUpperCase()} /api/v1${path}`}
                className=""
              >
                <table className="w-full min-w-[30rem] text-left text-sm">
                  <caption className="sr-only">Parameters</caption>
                  <thead className="text-ink-muted">
                    <tr>
                      <th className="py-2 pr-4 font-medium">Parameter</th>
                      <th className="py-2 pr-4 font-medium">Type</th>
                      <th className="py-2 font-medium">Required</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line text-ink">
                    {operation.parameters.map((p) => (
                      <tr key={p.name}>
                        <td className="py-2 pr-4 font-mono">{p.name}</td>
                        <td className="py-2 pr-4 break-words">
                          {schemaLabel(p.schema)}
                          {p.schema?.default !== undefined
                            ? ` (default ${JSON.stringify(p.schema.default)})`
                            : ""}
                        </td>
                        <td className="py-2">{p.required ? "yes" : "no"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            ) : null}
            {operation.requestBody ? (
              <p className="text-sm text-ink-soft">
                Body:{" "}
                {operation.requestBody.description ??
                  Object.keys(operation.requestBody.content).join(" or ")}
              </p>
            ) : null}
            <div>
              <p className="text-sm font-medium text-ink">Example</p>
              <pre
                tabIndex={0}
                aria-label="curl example"
                className="mt-2 overflow-x-auto rounded-card bg-navy p-4 text-sm text-white"
              >
                <code>{curl}</code>
              </pre>
            </div>
            {useCases.map((useCase) => (
              <div key={useCase.title}>
                <p className="text-sm font-medium text-ink">{useCase.title}</p>
                <p className="mt-1 text-sm text-ink-soft">
                  <DocText text={useCase.description} errorCodes={known} />
                </p>
                <pre
                  tabIndex={0}
                  aria-label={`curl example: ${useCase.title}`}
                  className="mt-2 overflow-x-auto rounded-card bg-navy p-4 text-sm text-white"
                >
                  <code>{useCase.curl}</code>
                </pre>
              </div>
            ))}
            <ResponseFields
              label={`${method.toUpperCase()} /api/v1${path}`}
              fields={fields}
              example={example}
              errorCodes={known}
            />
            <div>
              <p className="text-sm font-medium text-ink">Status codes</p>
              <ul className="mt-2 space-y-1 text-sm text-ink-soft">
                {Object.entries(operation.responses).map(([status, response]) => (
                  <li key={status}>
                    <span className="font-mono font-semibold text-ink">{status}</span>{" "}
                    <DocText text={response.description} errorCodes={known} />
                  </li>
                ))}
              </ul>
            </div>
          </article>
        ))}
      </section>

      <ErrorCodeList codes={codes} />

      <section aria-labelledby="docs-mcp-title" className="space-y-3">
        <h2 id="docs-mcp-title" className="text-2xl font-bold text-ink">
          AI assistants (MCP)
        </h2>
        <p className="text-ink-soft">
          The same four capabilities are tools of a Model Context Protocol server over streamable
          HTTP at <code className="font-mono text-sm break-all text-ink">{server}/mcp</code>:
          analyze_diamond, compare_diamond, market_trends and list_retailers. Connect your assistant
          with the same key in the Authorization header; each tool call counts as one call.
        </p>
      </section>
    </div>
  );
}
