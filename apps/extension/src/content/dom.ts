/** Builds elements from text only: page text and server text become text nodes, never markup. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { class?: string; role?: string; label?: string } = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.class) element.className = props.class;
  if (props.role) element.setAttribute("role", props.role);
  if (props.label) element.setAttribute("aria-label", props.label);
  for (const child of children)
    if (child !== null)
      element.append(typeof child === "string" ? document.createTextNode(child) : child);
  return element;
}

/** A link to FairCarat (the one origin the options allow), opened in a new tab. */
export function siteLink(text: string, href: string): HTMLAnchorElement {
  const link = el("a", { class: "link" }, text);
  link.href = href;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  return link;
}

/** A button that acts on the buyer's own clicks only: a page's synthetic events do nothing. */
export function button(text: string, onClick: () => void, kind = "primary"): HTMLButtonElement {
  const element = el("button", { class: `button ${kind}` }, text);
  element.type = "button";
  element.addEventListener("click", (event) => {
    if (event.isTrusted) onClick();
  });
  return element;
}
