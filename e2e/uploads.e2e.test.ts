import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { certificatePdf } from "@faircarat/core/certificates/testing/certificate-files";
import {
  giaAssessmentSample,
  igiSample,
} from "@faircarat/market/certificate/testing/sample-certificates";
import {
  fitsPhone,
  openPage,
  seriousAxeViolations,
  waitForHydration,
  watchConsole,
} from "./support/browser";
import type { ServerHandle } from "./support/server";
import { siteSuite } from "./support/suite";

/**
 * Pads the report with an unused stream so the upload takes long enough to watch (PDF readers skip
 * it).
 */
async function paddedCertificate(): Promise<Buffer> {
  const pdf = Buffer.from(await certificatePdf(igiSample));
  return Buffer.concat([pdf, Buffer.from(`\n%${"x".repeat(3 * 1024 * 1024)}\n`)]);
}

describe("uploading a certificate in the analyzer", () => {
  let server: ServerHandle;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await siteSuite()));

  async function signIn(page: Page) {
    const email = `uploads-${Date.now()}@example.com`;
    const headers = { Origin: server.url };
    expect(
      (
        await page.request.post(`${server.url}/api/auth/sign-up`, {
          headers,
          data: { email, password: "diamond-pw", fullName: "Up Loader" },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.post(`${server.url}/api/auth/sign-in`, {
          headers,
          data: { email, password: "diamond-pw" },
        })
      ).ok(),
    ).toBe(true);
  }

  async function openHome(page: Page) {
    await page.goto(`${server.url}/`);
    await page.locator("#analyzer").getByRole("button", { name: "Choose File" }).waitFor();
    await waitForHydration(page);
  }

  it("tells a signed-out visitor to sign in before uploading", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await openHome(page);
    await page.getByTestId("upload-input").setInputFiles({
      name: "report.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await page.getByText("Authentication Required").waitFor();
    await page.getByText("Please sign in to upload files.").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows the spec's failure messages: a wrong type in the browser, an executable named .pdf from the server", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await signIn(page);
    await openHome(page);
    const input = page.getByTestId("upload-input");
    await input.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await page.getByText("Invalid file type").waitFor();
    await page.getByText("Please upload an image (JPG, PNG, WebP) or PDF file.").waitFor();
    const toasts = page.getByText("Invalid file type", { exact: true });
    const before = await toasts.count();

    const refused = page.waitForResponse(
      (response) =>
        response.url().includes("/api/uploads") && response.request().method() === "POST",
    );
    await input.setInputFiles({
      name: "report.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
    });
    expect((await refused).status()).toBe(400);
    await expect.poll(() => toasts.count()).toBe(before + 1);
    expect(await page.getByRole("list", { name: "Uploaded files" }).count()).toBe(0);
    // The refused upload is a 400 the browser logs; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes("400"))).toEqual([]);
    await page.context().close();
  });

  it("drags a PDF certificate in, shows progress, reads it with a first-page preview, fills the form (typed fields win) and removes it", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await signIn(page);
    await openHome(page);
    const analyzer = page.locator("#analyzer");
    await analyzer.getByLabel("Cut").fill("Excellent");

    // Slow the upload so its progress can be watched, and record every percent the bar shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = bar?.getAttribute("aria-valuenow");
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    const bytes = await paddedCertificate();
    const dataTransfer = await page.evaluateHandle(
      ({ data, name }) => {
        const transfer = new DataTransfer();
        const binary = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        transfer.items.add(new File([binary], name, { type: "application/pdf" }));
        return transfer;
      },
      { data: bytes.toString("base64"), name: igiSample.name },
    );
    const dropzone = page.getByTestId("upload-dropzone");
    await dropzone.dispatchEvent("dragenter", { dataTransfer });
    await dropzone.dispatchEvent("dragover", { dataTransfer });
    expect(await dropzone.getAttribute("data-dragging")).toBe("true");
    await dropzone.dispatchEvent("drop", { dataTransfer });

    await analyzer.getByRole("button", { name: "Uploading..." }).waitFor();
    expect(await dropzone.getAttribute("aria-busy")).toBe("true");
    expect(await dropzone.evaluate((element) => getComputedStyle(element).opacity)).toBe("0.6");
    await page.getByText("File uploaded successfully").waitFor({ timeout: 30_000 });
    await page.getByText("Your file has been uploaded successfully.").waitFor();
    const progress = await page.evaluate(() =>
      (window as unknown as { progressSeen: string[] }).progressSeen.map(Number),
    );
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(100);
    expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const list = analyzer.getByRole("list", { name: "Uploaded files" });
    await list.getByText(igiSample.name).waitFor();
    await list.getByText("Read from the certificate").waitFor();
    for (const value of ["LG756580087", "1.02", "VS1", "Ideal", "CVD", "6.43 - 6.48 x 4.01 mm"]) {
      await list.getByText(value, { exact: true }).waitFor();
    }
    expect(
      await list.getByRole("link", { name: /Check this report at IGI/ }).getAttribute("href"),
    ).toBe("https://www.igi.org/verify-your-report/?r=LG756580087");
    const preview = list.getByRole("img", { name: `Preview of ${igiSample.name}` });
    await expect
      .poll(() =>
        preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(160);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Read, it fills the empty fields at once and says what it filled (issue 38); the typed cut wins.
    await list.getByText(/^Filled in the form: /).waitFor();
    await list.getByRole("button", { name: "Undo the filling" }).waitFor();
    expect(await analyzer.getByLabel("Carat").inputValue()).toBe("1.02");
    expect(await analyzer.getByLabel("Color").inputValue()).toBe("F");
    expect(await analyzer.getByLabel("Clarity").inputValue()).toBe("VS1");
    expect(await analyzer.getByLabel("Cut").inputValue()).toBe("Excellent");

    // The list survives a reload in this tab (e.g. the trip to checkout and back).
    await page.reload();
    await list.getByText(igiSample.name).waitFor();

    await list.getByRole("button", { name: `Remove ${igiSample.name}` }).click();
    await page.getByText("File deleted").waitFor();
    await page.getByText("File has been removed successfully.").waitFor();
    await expect.poll(() => analyzer.getByRole("list", { name: "Uploaded files" }).count()).toBe(0);
    const remaining = await page.request.get(`${server.url}/api/uploads`);
    expect(((await remaining.json()) as { files: unknown[] }).files).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // One width for the journey; the filled form's fit on a phone is checked at its end.
  for (const width of [1280]) {
    it(`reads a GIA Premium report and an IGI report with proportions into the form at ${width} px, fitting 390 px`, async () => {
      const page = await openPage(browser, { viewport: { width, height: 900 } });
      const problems = watchConsole(page);
      await signIn(page);
      await openHome(page);
      const analyzer = page.locator("#analyzer");
      const list = analyzer.getByRole("list", { name: "Uploaded files" });
      const upload = async (sample: typeof igiSample) => {
        await page.getByTestId("upload-input").setInputFiles({
          name: sample.name,
          mimeType: "application/pdf",
          buffer: Buffer.from(await certificatePdf(sample)),
        });
        await list.getByText(sample.name).waitFor();
        await list
          .getByRole("listitem")
          .filter({ hasText: sample.name })
          .getByText("Read from the certificate")
          .waitFor({ timeout: 30_000 });
      };
      const reportDetails = analyzer.getByRole("button", { name: /^Report details/ });

      // GIA's quality assessment: Premium stands for color and clarity, and the toggle opens on
      // what it filled.
      // Each report read fills the empty fields at once (issue 38).
      await upload(giaAssessmentSample);
      await list
        .getByRole("listitem")
        .filter({ hasText: giaAssessmentSample.name })
        .getByText(/^Filled in the form: /)
        .waitFor();
      expect(await analyzer.getByLabel("Carat").inputValue()).toBe("1.52");
      expect(await analyzer.getByLabel("Certificate Number").inputValue()).toBe("6252904118");
      expect(await reportDetails.getAttribute("aria-expanded")).toBe("true");
      expect(await analyzer.getByLabel("GIA Assessment").inputValue()).toBe("Premium");
      expect(await analyzer.getByLabel("Growth").inputValue()).toBe("CVD");
      expect(await analyzer.getByLabel("Measurements (mm)").inputValue()).toBe(
        "7.41 - 7.45 x 4.57 mm",
      );
      expect(await analyzer.getByLabel("Color", { exact: true }).count()).toBe(0);

      // IGI keeps full grades and prints the proportions.
      for (const field of ["GIA Assessment", "Growth"])
        await analyzer.getByLabel(field).selectOption("");
      for (const field of ["Carat", "Certificate Number", "Measurements (mm)"])
        await analyzer.getByLabel(field).fill("");
      await upload(igiSample);
      await list
        .getByRole("listitem")
        .filter({ hasText: igiSample.name })
        .getByText(/^Filled in the form: /)
        .waitFor();
      expect(await analyzer.getByLabel("Color").inputValue()).toBe("F");
      expect(await analyzer.getByLabel("Depth %").inputValue()).toBe("62.1");
      expect(await analyzer.getByLabel("Table %").inputValue()).toBe("57");
      expect(await analyzer.getByLabel("Measurements (mm)").inputValue()).toBe(
        "6.43 - 6.48 x 4.01 mm",
      );
      if (process.env.E2E_SCREENSHOT_DIR)
        await analyzer.screenshot({
          path: `${process.env.E2E_SCREENSHOT_DIR}/uploads-gia-igi-${width}.png`,
        });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await fitsPhone(page)).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
