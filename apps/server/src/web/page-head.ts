import { appPaths, notFoundHead, pageHeads, siteName, type PageHead } from "@faircarat/contracts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The route-table path of a request path ("/terms/" is "/terms"), or undefined outside the table.
 */
export function routeOf(pathname: string): string | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return appPaths.includes(normalised) ? normalised : undefined;
}

/** Title, description, canonical URL, robots and Open Graph tags of one page. */
export function headTags(route: string | undefined, publicUrl: string): string {
  const head: PageHead = (route && pageHeads[route]) || notFoundHead;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    head.indexable ? "" : `<meta name="robots" content="noindex" />`,
    route ? `<link rel="canonical" href="${escapeHtml(publicUrl + route)}" />` : "",
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    route ? `<meta property="og:url" content="${escapeHtml(publicUrl + route)}" />` : "",
    `<meta name="twitter:card" content="summary" />`,
  ];
  return tags.filter(Boolean).join("\n    ");
}

/**
 * A shared report's page: kept out of search engines, and its link (a capability) out of the
 * Referer of the report's outgoing links (decision 026).
 */
export function sharedReportHeadTags(): string {
  const title = `Shared diamond price report | ${siteName}`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="A lab-grown diamond price report shared with you on ${siteName}." />`,
    `<meta name="robots" content="noindex" />`,
    `<meta name="referrer" content="no-referrer" />`,
  ].join("\n    ");
}

/** The owner's report page (/reports/:id): private, so never indexed nor sent on as a Referer. */
export function ownedReportHeadTags(): string {
  return [
    `<title>Your diamond price report | ${siteName}</title>`,
    `<meta name="description" content="Your lab-grown diamond price report on ${siteName}." />`,
    `<meta name="robots" content="noindex" />`,
    `<meta name="referrer" content="no-referrer" />`,
  ].join("\n    ");
}

/** Replaces the shell's generic title and description with the page's own head tags. */
export function withHead(html: string, tags: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, "")
    .replace("</head>", `  ${tags}\n  </head>`);
}

/**
 * Shown on every page while payments run the free test checkout (PAYMENTS=test); placed by the
 * SPA's styles.css.
 */
export const TEST_MODE_BANNER_TEXT = "Test mode: no real payments are taken";

/**
 * Tells the SPA that payments are simulated: `data-test-payments` on <html> makes room above the
 * fixed header, and the banner itself sits outside #root, so it shows before any script runs and
 * hydration never touches it.
 */
export function withTestModeBanner(html: string): string {
  const banner = `<aside class="test-mode-banner" aria-label="Test mode"><p>${TEST_MODE_BANNER_TEXT}</p></aside>`;
  return html
    .replace(/<html\b/, '<html data-test-payments=""')
    .replace(/<body([^>]*)>/, `<body$1>\n    ${banner}`);
}

export function robotsTxt(publicUrl: string): string {
  const hidden = Object.entries(pageHeads)
    .filter(([, head]) => !head.indexable)
    .map(([route]) => route);
  return [
    "User-agent: *",
    "Disallow: /api/",
    ...hidden.map((route) => `Disallow: ${route}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function sitemapXml(publicUrl: string): string {
  const urls = Object.entries(pageHeads)
    .filter(([, head]) => head.indexable)
    .map(([route]) => `  <url><loc>${escapeHtml(publicUrl + route)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
