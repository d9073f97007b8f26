/** A report's section headings sit one level under whatever titles the report on its screen. */
export type ReportHeading = "h2" | "h3" | "h4" | "h5";
