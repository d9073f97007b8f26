import { naturalNote } from "@faircarat/market/listing/combine-listing";
import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";
import type { AnalyzeOutcome } from "../shared/messages";
import { button, el, siteLink } from "./dom";
import { panelCss } from "./panel-styles";
import { missingSentence, proportionsSummary, readSummary, verdictLines } from "./verdict-lines";

export type PanelView =
  | { kind: "collapsed" }
  | { kind: "ready"; page: RetailerPage }
  | { kind: "incomplete"; page: RetailerPage; formUrl: string }
  | { kind: "loading" }
  | { kind: "outcome"; outcome: AnalyzeOutcome };

export interface PanelActions {
  analyze: () => void;
  expand: () => void;
  collapse: () => void;
}

/**
 * The small panel in the page's lower left corner (retailers keep price and buttons at the top
 * right): a closed shadow root, so the page can neither read nor restyle nor script it.
 */
export function mountPanel(actions: PanelActions) {
  const host = document.createElement("faircarat-panel");
  const root = host.attachShadow({ mode: "closed" });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(panelCss);
  root.adoptedStyleSheets = [sheet];
  document.documentElement.append(host);
  return {
    show(view: PanelView) {
      root.replaceChildren(render(view, actions));
    },
    remove() {
      host.remove();
    },
  };
}

function render(view: PanelView, actions: PanelActions): HTMLElement {
  if (view.kind === "collapsed")
    return el(
      "aside",
      { class: "panel collapsed", label: "FairCarat" },
      button("FairCarat: check this price", actions.expand),
    );
  const body = el(
    "aside",
    { class: "panel", label: "FairCarat price check" },
    el(
      "div",
      { class: "head" },
      el("span", { class: "brand" }, "FairCarat"),
      button("Hide", actions.collapse, "quiet"),
    ),
  );
  const section = el("div", { role: "status" });
  body.append(section);
  section.append(...content(view, actions));
  return body;
}

function content(view: Exclude<PanelView, { kind: "collapsed" }>, actions: PanelActions): Node[] {
  switch (view.kind) {
    case "ready":
      return [
        el("p", {}, `Read on this page: ${readSummary(view.page)}`),
        ...optional(proportionsSummary(view.page)),
        ...(view.page.origin === "natural" ? [el("p", { class: "muted" }, naturalNote)] : []),
        el("div", { class: "actions" }, button("Check this price", actions.analyze)),
        el("p", { class: "muted" }, "Nothing is sent to FairCarat until you click."),
      ];
    case "incomplete":
      return [
        el("p", {}, missingSentence(view.page)),
        ...(readSummary(view.page)
          ? [el("p", { class: "muted" }, `Read so far: ${readSummary(view.page)}`)]
          : []),
        siteLink("Open the form on FairCarat, filled with what was read", view.formUrl),
      ];
    case "loading":
      return [el("p", {}, "Checking this price with FairCarat...")];
    case "outcome":
      return outcomeContent(view.outcome);
  }
}

function outcomeContent(outcome: AnalyzeOutcome): Node[] {
  switch (outcome.kind) {
    case "analysis": {
      const lines = verdictLines(outcome.analysis);
      const facts = el("dl");
      for (const [term, value] of lines.facts)
        facts.append(el("dt", {}, term), el("dd", {}, value));
      return [
        el("p", { class: `headline ${lines.tone}` }, lines.headline),
        el("p", { class: "muted" }, lines.explanation),
        facts,
        ...optional(lines.confidenceMeaning),
        ...optional(lines.cheapest),
        siteLink("Open the full report", outcome.reportUrl),
      ];
    }
    case "signed-out":
      return [
        el("p", {}, "Sign in to FairCarat in this browser, then click Check this price again."),
        siteLink("Sign in to FairCarat", outcome.signInUrl),
      ];
    case "no-plan":
      return [
        el(
          "p",
          {},
          "Your FairCarat account has no report left. Single Report ($29 one-time): one complete price analysis with its PDF. Unlimited Access ($99 per month): unlimited reports, price tracking and alerts.",
        ),
        siteLink("See the plans", outcome.pricingUrl),
      ];
    case "refused":
      return [
        el("p", {}, outcome.message),
        siteLink("Open the form on FairCarat, filled with what was read", outcome.formUrl),
      ];
    case "unreachable":
      return [
        el(
          "p",
          {},
          `FairCarat (${outcome.origin}) could not be reached. Try again in a moment, or check the address in the extension's options.`,
        ),
      ];
  }
}

const optional = (text: string | undefined) => (text ? [el("p", { class: "muted" }, text)] : []);
