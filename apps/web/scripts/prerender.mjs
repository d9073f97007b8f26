// Writes dist/prerendered/<route>.html for every indexable route: the shell with the page's
// content in #root, so the page reads with JavaScript off. The server adds the head tags.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(web, "dist");
const ssrDir = path.join(web, "dist-ssr");
// A first visit has nothing stored: pages that restore saved input render their empty state.
globalThis.localStorage ??= { getItem: () => null, setItem() {}, removeItem() {} };
const { render, pageHeads } = await import(
  pathToFileURL(path.join(ssrDir, "entry-prerender.js")).href
);

const shell = await readFile(path.join(dist, "index.html"), "utf8");
// The stylesheet is inlined into prerendered pages: the first paint needs no second round trip
// (Lighthouse's render-blocking request). The CSP allows inline styles; the shell keeps the link.
const stylesheet = shell.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/);
if (!stylesheet) throw new Error("No stylesheet link in dist/index.html");
const css = await readFile(path.join(dist, stylesheet[1]), "utf8");
const pageShell = shell.replace(
  stylesheet[0],
  () => `<style>${css.replaceAll("</style", "<\\/style")}</style>`,
);
const out = path.join(dist, "prerendered");
await mkdir(out, { recursive: true });
for (const [route, head] of Object.entries(pageHeads)) {
  if (!head.indexable) continue;
  // React emits the page's <title> with the body; the server writes the head.
  const body = (await render(route)).replace(/<title>[\s\S]*?<\/title>/g, "");
  const html = pageShell.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  await writeFile(path.join(out, `${route === "/" ? "index" : route.slice(1)}.html`), html);
  console.log(`prerendered ${route} (${(html.length / 1024).toFixed(1)} kB)`);
}
await rm(ssrDir, { recursive: true, force: true });
