import { naturalNote } from "@faircarat/market/listing/combine-listing";
import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";
import type { AnalyzeOutcome } from "../shared/messages";
import { button, el, siteLink } from "./dom";
import { panelCss } from "./panel-styles";
import { missingSentence, proportionsSummary, readSummary, verdictLines } from "./verdict-lines";

export type PanelView =
  | { kind: "collapsed" }
  | { kind: "ready"; page: RetailerPage }
  /** Only the price could not be read: asked for in the panel, checked there. */
  | { kind: "price-needed"; page: RetailerPage; formUrl: string; typed?: string; problem?: string }
  | { kind: "incomplete"; page: RetailerPage; formUrl: string }
  | { kind: "loading" }
  | { kind: "outcome"; outcome: AnalyzeOutcome };

export interface PanelActions {
  /** With the price the buyer typed, where the page showed none. */
  analyze: (typedPrice?: string) => void;
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
      // A refused price takes the focus back, so the buyer sees where and why (never on first show:
      // the panel does not take the focus from the shop's page uninvited).
      if (view.kind === "price-needed" && view.problem)
        root.querySelector<HTMLInputElement>("input")?.focus();
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
    case "price-needed":
      return [
        el("p", {}, `Read on this page: ${readSummary(view.page)}`),
        priceForm(view, actions),
        el("p", { class: "muted" }, "Nothing is sent to FairCarat until you click."),
        siteLink("Or open the form on FairCarat, filled with what was read", view.formUrl),
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

/**
 * "Could not find the price on this page." with a field for it: a form, so Enter checks it too; a
 * refused price is marked on the field (aria-invalid, its message tied by aria-describedby).
 */
function priceForm(
  view: Extract<PanelView, { kind: "price-needed" }>,
  actions: PanelActions,
): HTMLFormElement {
  const input = document.createElement("input");
  input.id = "faircarat-price";
  input.inputMode = "decimal";
  input.autocomplete = "off";
  input.placeholder = "$1,450";
  input.value = view.typed ?? "";
  const label = el("label", {}, "Listed price (US dollars)");
  label.htmlFor = input.id;
  const form = el(
    "form",
    { class: "price-form" },
    el("p", {}, missingSentence(view.page), " Type the price it shows to check it here."),
    label,
    input,
  );
  if (view.problem) {
    const problem = el("p", { class: "problem" }, view.problem);
    problem.id = "faircarat-price-problem";
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", problem.id);
    form.append(problem);
  }
  const submit = el("button", { class: "button primary" }, "Check this price");
  submit.type = "submit";
  form.append(el("div", { class: "actions" }, submit));
  form.noValidate = true;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // The buyer's own Enter or click only: a page's synthetic events do nothing.
    if (event.isTrusted) actions.analyze(input.value);
  });
  return form;
}

const optional = (text: string | undefined) => (text ? [el("p", { class: "muted" }, text)] : []);
