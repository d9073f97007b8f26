/** Addresses of reports, without zod: the web app's first load imports them (decision 010). */

/** The SPA page a share link opens (outside the spec's route table; decision 026). */
export const sharedReportRoute = "/shared/:token";
export const sharedReportPath = (token: string) => `/shared/${token}`;
export const isSharedReportPath = (pathname: string) =>
  /^\/shared\/[A-Za-z0-9_-]{43}\/?$/.test(pathname);

/**
 * The owner's page of one analysis (outside the spec's route table; decision 058): the report the
 * analyzer opens, each history item links to, with its PDF, CSV, share and track. Only its owner
 * sees it; anyone else's id is the API's 404.
 */
export const ownedReportRoute = "/reports/:id";
export const ownedReportPath = (analysisId: string) =>
  `/reports/${encodeURIComponent(analysisId)}` as const;
export const isOwnedReportPath = (pathname: string) =>
  /^\/reports\/[0-9a-fA-F-]{36}\/?$/.test(pathname);
/** The owner's report as JSON. */
export const ownedReportApiPath = (analysisId: string) =>
  `/api/analyses/${encodeURIComponent(analysisId)}` as const;

/** The API's addresses for a report's exports and links, used by the web app's links. */
export const reportPdfPath = (analysisId: string) =>
  `/api/analyses/${encodeURIComponent(analysisId)}/report.pdf` as const;
export const historyCsvPath = "/api/analyses/export.csv";
export const reportSharesPath = (analysisId: string) =>
  `/api/analyses/${encodeURIComponent(analysisId)}/shares` as const;
export const sharedReportApiPath = (token: string) =>
  `/api/shared/${encodeURIComponent(token)}` as const;
