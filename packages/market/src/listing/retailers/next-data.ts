import { embeddedJson, jsonAt } from "./page-markup";

/**
 * The state a Next.js page embeds for itself (`<script id="__NEXT_DATA__"
 * type="application/json">`), under props.pageProps.
 */
export function nextPageProps(html: string): unknown {
  const data = embeddedJson(html, (attributes) =>
    /\bid\s*=\s*["']?__NEXT_DATA__\b/.test(attributes),
  );
  return jsonAt(data, ["props", "pageProps"]);
}
