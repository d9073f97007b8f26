import { execFileSync } from "node:child_process";
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_PATH } from "./browser";

const repoRoot = path.resolve(import.meta.dirname, "../..");
export const UNPACKED_EXTENSION = path.join(repoRoot, "apps/extension/dist/unpacked");
/**
 * The id the committed development key gives the unpacked extension
 * (apps/extension/manifest-key.txt).
 */
export const EXTENSION_ID = "oophedeoodlmaagafblbakggabgbnmii";
const fixtures = path.join(repoRoot, "packages/market/src/listing/retailers/fixtures");

/** The hand-written fixture pages, at the addresses they stand for (fixtures/README.md). */
export const retailerPages = {
  jamesAllen:
    "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-excellent-cut-sku-12345678",
  blueNile: "https://www.bluenile.com/diamond-details/LD23456789",
  brilliantEarth: "https://www.brilliantearth.com/lab-diamonds-search/view_detail/15554321/",
  cleanOrigin: "https://www.cleanorigin.com/diamonds/round-lab-grown-diamond-a1b2c3/",
  vrai: "https://www.vrai.com/diamonds/rd-102-e-vvs2-8841",
  ritani:
    "https://www.ritani.com/products/1-20-carat-round-lab-grown-diamond-f-vs1-excellent-lg634567890",
  withClarity: "https://www.withclarity.com/products/diamonds?sku=LG-CU-15121",
  grownBrilliance:
    "https://www.grownbrilliance.com/diamond-details/emerald-2-01-carat-e-vs1-lg620001234",
  unreadable: "https://www.withclarity.com/products/diamonds?sku=LG-RD-00001",
  hostile:
    "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-excellent-cut-sku-99999999",
  notADiamond: "https://www.jamesallen.com/engagement-rings/",
} as const;

/**
 * Pages whose price the retailer's own markup does not give (fixtures/price-fallback/README.md):
 * microdata, meta tags, the one price beside the title, and none.
 */
export const priceFallbackPages = {
  microdata: "https://www.vrai.com/diamonds/ov-152-f-vs1-5521",
  metaTags: "https://www.brilliantearth.com/lab-diamonds-search/view_detail/17770001/",
  besideTitle: "https://www.bluenile.com/diamond-details/LD30001452",
  noPrice: "https://www.cleanorigin.com/diamonds/oval-lab-grown-diamond-d4e5f6/",
} as const;

const fileOf: Record<string, string> = {
  [priceFallbackPages.microdata]: "price-fallback/microdata",
  [priceFallbackPages.metaTags]: "price-fallback/meta-tags",
  [priceFallbackPages.besideTitle]: "price-fallback/beside-title",
  [priceFallbackPages.noPrice]: "price-fallback/no-price",
  [retailerPages.jamesAllen]: "james-allen",
  [retailerPages.blueNile]: "blue-nile",
  [retailerPages.brilliantEarth]: "brilliant-earth",
  [retailerPages.cleanOrigin]: "clean-origin",
  [retailerPages.vrai]: "vrai",
  [retailerPages.ritani]: "ritani",
  [retailerPages.withClarity]: "with-clarity",
  [retailerPages.grownBrilliance]: "grown-brilliance",
  [retailerPages.unreadable]: "unreadable",
  [retailerPages.hostile]: "hostile",
  [retailerPages.notADiamond]: "james-allen",
};

export interface RetailerSite {
  port: number;
  close(): Promise<void>;
}

/**
 * One local https server answering for every retailer host (a throwaway self-signed certificate),
 * loopback only.
 */
export async function startRetailerSite(): Promise<RetailerSite> {
  const dir = await mkdtemp(path.join(tmpdir(), "faircarat-retailers-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
      "-days",
      "1",
      "-subj",
      "/CN=retailers.test",
    ],
    { stdio: "ignore" },
  );
  const server: Server = createServer(
    {
      key: await readFile(path.join(dir, "key.pem")),
      cert: await readFile(path.join(dir, "cert.pem")),
    },
    (request, response) => {
      const name = fileOf[`https://${request.headers.host ?? ""}${request.url ?? "/"}`];
      if (!name) return response.writeHead(404).end("not found");
      void readFile(path.join(fixtures, `${name}.html`)).then((html) =>
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html),
      );
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const retailerHosts = [
  ...new Set(
    [...Object.values(retailerPages), ...Object.values(priceFallbackPages)].map(
      (url) => new URL(url).hostname,
    ),
  ),
];

/**
 * Chromium (new headless) with the built extension loaded and the retailer hosts mapped to the
 * local site.
 */
export async function launchWithExtension(
  site: RetailerSite,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), "faircarat-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: false,
    viewport: { width: 1280, height: 900 },
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      `--disable-extensions-except=${UNPACKED_EXTENSION}`,
      `--load-extension=${UNPACKED_EXTENSION}`,
      `--host-resolver-rules=${retailerHosts.map((host) => `MAP ${host} 127.0.0.1:${site.port}`).join(", ")}, EXCLUDE 127.0.0.1`,
      "--ignore-certificate-errors",
    ],
  });
  if (context.serviceWorkers().length === 0)
    await context.waitForEvent("serviceworker", { timeout: 15_000 });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Points the extension at the test server through its own options page, as a buyer would. */
export async function setFaircaratOrigin(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${EXTENSION_ID}/options.html`);
  await page.getByLabel("Address of the FairCarat site").fill(origin);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText(`Saved. Checks now go to ${origin}.`).waitFor();
  await page.close();
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/**
 * The panel lives in a closed shadow root, which neither the page nor Playwright's selectors can
 * enter; DevTools' DOM (pierce) can, so the test reads and clicks it as the buyer sees it.
 */
async function panelRoot(page: Page): Promise<{
  root: DomNode | undefined;
  send: (method: string, params: object) => Promise<unknown>;
}> {
  const cdp = await page.context().newCDPSession(page);
  const send = (method: string, params: object) => cdp.send(method as "DOM.getDocument", params);
  const { root } = (await send("DOM.getDocument", { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const find = (node: DomNode): DomNode | undefined => {
    if (node.nodeName === "FAIRCARAT-PANEL") return node.shadowRoots?.[0];
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return { root: find(root), send };
}

const textOf = (node: DomNode): string =>
  node.nodeType === 3
    ? node.nodeValue
    : (node.children ?? [])
        .map(textOf)
        .join(node.nodeName === "P" || node.nodeName === "DD" ? " " : " ");

/** The panel's text as shown, or null while there is no panel. */
export async function panelText(page: Page): Promise<string | null> {
  const { root } = await panelRoot(page);
  return root ? textOf(root).replace(/\s+/g, " ").trim() : null;
}

/** Waits until the panel's text matches. */
export async function waitForPanel(
  page: Page,
  expected: RegExp,
  timeoutMs = 20_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last: string | null = null;
  while (Date.now() < deadline) {
    last = await panelText(page);
    if (last && expected.test(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`panel never matched ${expected}: ${last}`);
}

async function panelNode(page: Page, match: (node: DomNode) => boolean) {
  const { root, send } = await panelRoot(page);
  const walk = (node: DomNode): DomNode | undefined =>
    match(node) ? node : (node.children ?? []).map(walk).find(Boolean);
  const node = root && walk(root);
  if (!node) throw new Error("no such element in the panel");
  const { model } = (await send("DOM.getBoxModel", { nodeId: node.nodeId })) as {
    model: { border: number[] };
  };
  const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = model.border;
  return { node, box: { x: x1, y: y1, width: x3 - x1, height: y3 - y1 }, send };
}

/** The panel's outer box, in page pixels. */
export async function panelBox(page: Page) {
  return (await panelNode(page, (node) => node.nodeName === "ASIDE")).box;
}

/** Clicks the panel's text field and types into it as the buyer would (trusted key events). */
export async function typeInPanel(page: Page, text: string): Promise<void> {
  const { box } = await panelNode(page, (node) => node.nodeName === "INPUT");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** The panel's text field's attributes, by name. */
export async function panelInputAttributes(page: Page): Promise<Record<string, string>> {
  const { node, send } = await panelNode(page, (n) => n.nodeName === "INPUT");
  const { attributes } = (await send("DOM.getAttributes", { nodeId: node.nodeId })) as {
    attributes: string[];
  };
  return Object.fromEntries(
    attributes.flatMap((value, i) => (i % 2 === 0 ? [[value, attributes[i + 1] ?? ""]] : [])),
  );
}

/** Clicks a button of the panel by its text, with a real (trusted) mouse click. */
export async function clickPanelButton(page: Page, text: string): Promise<void> {
  const { box } = await panelNode(
    page,
    (node) => node.nodeName === "BUTTON" && textOf(node).trim() === text,
  );
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The href of a panel link, by its text. */
export async function panelLink(page: Page, text: string): Promise<string> {
  const { node, send } = await panelNode(
    page,
    (n) => n.nodeName === "A" && textOf(n).trim() === text,
  );
  const { attributes } = (await send("DOM.getAttributes", { nodeId: node.nodeId })) as {
    attributes: string[];
  };
  return attributes[attributes.indexOf("href") + 1] ?? "";
}
