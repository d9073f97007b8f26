import { paths } from "@faircarat/contracts/paths";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import { pageTitle } from "@/config/site";
import { OpenApiDocs } from "@/features/developers/components/openapi-docs";
import type { OpenApiDocument } from "@/features/developers/openapi-document";
import { apiRequest, errorMessage } from "@/lib/api-client";

/** The API reference, rendered from the server's own OpenAPI document when the page opens. */
export function ApiDocsRoute() {
  const documentQuery = useQuery({
    queryKey: ["openapi-document"],
    queryFn: ({ signal }) => apiRequest<OpenApiDocument>("/api/v1/openapi.json", { signal }),
    staleTime: Infinity,
  });
  return (
    <>
      <title>{pageTitle("API Documentation")}</title>
      <PageIntro eyebrow="For developers" title="API documentation">
        <p>
          Lab-grown diamond price analysis, retailer comparison and market trends, on the same
          engine and data as our reports.
        </p>
      </PageIntro>
      <div className="page-container max-w-4xl space-y-8 py-10 sm:py-12">
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.apiKeys}>Get API Key</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.apiAccess}>API Access</Link>
          </Button>
        </div>
        {documentQuery.data ? (
          <OpenApiDocs document={documentQuery.data} origin={window.location.origin} />
        ) : documentQuery.isError ? (
          <p role="alert" className="text-ink-soft">
            {errorMessage(documentQuery.error)}
          </p>
        ) : (
          <p className="text-ink-soft">Loading the reference...</p>
        )}
      </div>
    </>
  );
}
