import type { Locator } from "playwright-core";

/**
 * What stays under a floating element however far the page is scrolled: each element with content
 * of its own (text, or no child elements) that overlaps it sideways and whose bottom, with the page
 * scrolled to its end, is still below the floating element's top. Fixed and sticky parts (header,
 * toasts, the floating element itself) do not scroll, and what is not shown (a closed <details>)
 * cannot be covered, so they are left out.
 */
export function contentLeftUnder(floating: Locator): Promise<string[]> {
  return floating.evaluate((cover) => {
    const box = cover.getBoundingClientRect();
    const scrollAtEnd = document.documentElement.scrollHeight - window.innerHeight;
    const ownText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
    const pinned = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement)
        if (["fixed", "sticky"].includes(getComputedStyle(e).position)) return true;
      return false;
    };
    const left: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (element.children.length > 0 && !ownText(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || rect.right <= box.left || rect.left >= box.right)
        continue;
      const bottomAtEnd = rect.bottom + window.scrollY - scrollAtEnd;
      // Not shown at all (hidden, or in a closed <details>): nothing a reader could miss.
      if (
        bottomAtEnd <= box.top ||
        pinned(element) ||
        !element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
      )
        continue;
      left.push(
        `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 60)}": bottom ${Math.round(bottomAtEnd)} px at the end, cover's top ${Math.round(box.top)} px`,
      );
    }
    return left;
  });
}

/**
 * Scrolls the page so the element's bottom sits just above the floating element, as far as the page
 * allows; returns both boxes then.
 */
export async function scrollAbove(element: Locator, floating: Locator) {
  const coverTop = (await floating.boundingBox())!.y;
  const bottom = await element.evaluate((e) => e.getBoundingClientRect().bottom);
  await element.page().evaluate((by) => window.scrollBy(0, by), bottom - coverTop + 8);
  return { element: (await element.boundingBox())!, cover: (await floating.boundingBox())! };
}
