import { formatStatedPercent, formatUsd } from "@faircarat/contracts/figures";
import type { Alert } from "./evaluate-alerts";

export interface DigestEntry {
  /** "1.02 ct Round G VS1", as the report names the stone. */
  stone: string;
  alert: Alert;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** One sentence per alert, in the words the app uses. */
export function describeAlert(alert: Alert): string {
  switch (alert.kind) {
    case "fair_value_moved": {
      const { fromCents, toCents, percent } = alert.detail;
      return `Fair value ${percent >= 0 ? "rose" : "fell"} ${formatStatedPercent(Math.abs(percent))}, from ${formatUsd(fromCents)} to ${formatUsd(toCents)}.`;
    }
    case "listed_price_changed":
      return `Listed price changed from ${formatUsd(alert.detail.fromCents)} to ${formatUsd(alert.detail.toCents)}.`;
    case "comparable_below_target": {
      const { priceCents, source, targetCents, url } = alert.detail;
      return `A comparable stone at ${source} is listed at ${formatUsd(priceCents)}, below your target of ${formatUsd(targetCents)}${url ? `: ${url}` : "."}`;
    }
  }
}

/** The day's digest: every alert waiting, grouped by stone, with the one-click unsubscribe link. */
export function digestEmail(
  entries: DigestEntry[],
  links: { history: string; unsubscribe: string },
) {
  const stones = [...new Set(entries.map((e) => e.stone))];
  const subject =
    entries.length === 1
      ? `FairCarat alert: ${entries[0]!.stone}`
      : `FairCarat: ${entries.length} alerts on your tracked diamonds`;
  const sections = stones.map((stone) => ({
    stone,
    lines: entries.filter((e) => e.stone === stone).map((e) => describeAlert(e.alert)),
  }));
  const text = [
    "News on the diamonds you track:",
    "",
    ...sections.flatMap((s) => [s.stone, ...s.lines.map((line) => `- ${line}`), ""]),
    `See each one's price path: ${links.history}`,
    "",
    "You get at most one of these emails a day. To stop them, open this link:",
    links.unsubscribe,
  ].join("\n");
  const html = [
    "<p>News on the diamonds you track:</p>",
    ...sections.map(
      (s) =>
        `<h3>${escapeHtml(s.stone)}</h3><ul>${s.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    ),
    `<p><a href="${escapeHtml(links.history)}">See each one's price path</a></p>`,
    `<p style="color:#666;font-size:12px">You get at most one of these emails a day. <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe from alert emails</a></p>`,
  ].join("\n");
  return { subject, text, html };
}
