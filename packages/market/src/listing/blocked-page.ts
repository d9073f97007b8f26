import { elements, textCells, titleOf } from "./html-text";

export interface BlockedPage {
  /**
   * captcha: asks the visitor to solve one; challenge: a browser check; denied: a plain refusal.
   */
  kind: "captcha" | "challenge" | "denied";
  marker: string;
}

type Marker = readonly [RegExp, BlockedPage["kind"]];

// Only found on block pages: bot-manager hosts and challenge scripts, never on a product page.
const markupMarkers: Marker[] = [
  [/captcha\.perfdrive\.com|validate\.perfdrive\.com|shieldsquare/, "captcha"],
  [/captcha-delivery\.com/, "captcha"],
  [/px-captcha|_pxcaptcha/, "captcha"],
  [/_cf_chl_opt|cf-chl-|cf_chl_|cf-browser-verification/, "challenge"],
  [/_incapsula_resource/, "denied"],
];

const headingMarkers: Marker[] = [
  [/captcha/, "captcha"],
  [
    /just a moment|attention required|checking your browser|security check|are you a (robot|human)|bot (check|detection)/,
    "challenge",
  ],
  [
    /access denied|access to this page has been denied|pardon our interruption|request unsuccessful|forbidden|you have been blocked/,
    "denied",
  ],
];

const textMarkers: Marker[] = [
  [/solve (this|the) captcha|complete the captcha/, "captcha"],
  [
    /verify(ing)? (that )?you are (a )?human|confirm you are (a )?human|press & hold|think that you are a bot|you are a bot|checking if the site connection is secure|enable javascript and cookies to continue/,
    "challenge",
  ],
  [
    /you don't have permission to access|you do not have permission to access|access to this page has been denied/,
    "denied",
  ],
];

/** A captcha widget alone is not proof: product pages embed them in newsletter and login forms. */
export const captchaWidget = /class\s*=\s*["'][^"']*\b(h-captcha|g-recaptcha|cf-turnstile)\b/i;

/**
 * Recognises what bot managers (Radware, Cloudflare, DataDome, PerimeterX, Akamai, Imperva) answer
 * instead of the page.
 */
export function detectBlockedPage(
  html: string,
  cells: string[] = textCells(html),
): BlockedPage | null {
  const markup = html.toLowerCase();
  const headings = [titleOf(html) ?? "", ...elements(html, "h1").map((h) => h.content)]
    .join(" \n ")
    .toLowerCase();
  const text = cells.join(" ").toLowerCase();
  return (
    firstMatch(markupMarkers, markup) ??
    firstMatch(headingMarkers, headings) ??
    firstMatch(textMarkers, text)
  );
}

function firstMatch(markers: Marker[], haystack: string): BlockedPage | null {
  for (const [pattern, kind] of markers) {
    const match = pattern.exec(haystack);
    if (match) return { kind, marker: match[0] };
  }
  return null;
}
