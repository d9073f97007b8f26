import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  openPage,
  saveScreenshot,
  seriousAxeViolations,
  waitForHydration,
  watchConsole,
} from "./support/browser";
import type { ServerHandle } from "./support/server";
import { siteSuite } from "./support/suite";

describe("the enterprise enquiry on /enterprise", () => {
  let server: ServerHandle;
  let browser: Browser;
  beforeAll(async () => ({ server, browser } = await siteSuite()));

  /**
   * The acknowledgement written to the outbox for one address (quoted-printable soft breaks
   * undone).
   */
  async function acknowledgementTo(email: string): Promise<string | undefined> {
    const outbox = path.join(server.dataDir, "outbox");
    const [file] = (await readdir(outbox).catch(() => [])).filter((name) =>
      name.endsWith(`-${email}.eml`),
    );
    return file
      ? (await readFile(path.join(outbox, file), "utf8")).replace(/=\r?\n/g, "")
      : undefined;
  }

  for (const [width, button, title] of [
    [390, "Request Quote", "Request a Quote"],
    [1280, "Contact Sales", "Contact Sales"],
  ] as const) {
    it(`takes a ${button} enquiry at ${width} px: field errors first, then the thanks and an emailed acknowledgement`, async () => {
      const page = await openPage(browser, { viewport: { width, height: 900 } });
      const problems = watchConsole(page);
      await page.goto(`${server.url}/enterprise`);
      await waitForHydration(page);
      await page.getByRole("button", { name: button, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();

      await dialog.getByRole("button", { name: "Send Request" }).click();
      const company = dialog.getByLabel("Company");
      await expect.poll(() => company.getAttribute("aria-invalid")).toBe("true");
      expect(await company.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `enterprise-errors-${width}`);

      const email = `buyer-${width}-${Date.now()}@jeweler.example`;
      await company.fill("Example Jewelers");
      await dialog.getByLabel("Name").fill("Jo Jeweler");
      await dialog.getByLabel("Email").fill(email);
      await dialog
        .getByLabel("Use case")
        .fill("Price checks for our online inventory of lab-grown stones");
      await dialog.getByLabel("Expected monthly calls").fill("50,000");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await dialog.getByText("Thank you! We have your request.").waitFor();
      await dialog.getByText(`A confirmation is on its way to ${email}.`).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `enterprise-sent-${width}`);

      await expect
        .poll(() => acknowledgementTo(email), { timeout: 10_000 })
        .toContain("about 50,000 API calls a month");
      await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
      await dialog.waitFor({ state: "detached" });
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
