import { PageIntro } from "@/components/page-intro";
import { ProseSection } from "@/components/prose-section";
import {
  extensionDownloadPath,
  panelScreenshot,
  supportedBrowsers,
  supportedRetailers,
} from "../extension-facts";

const list = (names: readonly string[]) =>
  `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;

/**
 * /extension: what the browser extension does, where it runs, how to install it and what it reads
 * and sends.
 */
export function ExtensionPage() {
  return (
    <>
      <PageIntro eyebrow="Browser extension" title="FairCarat in Your Browser">
        <p>
          See FairCarat&apos;s verdict on the retailer&apos;s own diamond page, without copying a
          link: one click, and the fair value appears beside the listing.
        </p>
      </PageIntro>
      <div className="page-container grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="max-w-3xl space-y-10">
          <ProseSection title="What it does">
            <p>
              On a diamond page at {list(supportedRetailers)}, a small FairCarat panel appears in
              the lower left corner, away from the retailer&apos;s price and buttons. It shows what
              it read on the page. Click <strong>Check this price</strong> and it shows:
            </p>
            <ul>
              <li>
                the fair market value and its range, the verdict in the same words and by the same
                rule as the full report, and the markup;
              </li>
              <li>the confidence figure and what it means;</li>
              <li>
                the cheapest retailer we know for the same specs, or the same certificate elsewhere;
              </li>
              <li>
                <strong>Open the full report</strong>, which opens the analysis on FairCarat, saved
                in your history.
              </li>
            </ul>
            <p>
              It uses your FairCarat account and plan, exactly as the site does: signed out, it
              tells you how to sign in; without a plan, what the plans give. When a page does not
              show everything an analysis needs, it says what it could not find and opens our form
              filled with what it did read.
            </p>
          </ProseSection>
          <ProseSection title="Browsers">
            <p>{list(supportedBrowsers)}, or any browser built on Chromium 120 or later.</p>
          </ProseSection>
          <ProseSection title="Install it">
            <ol className="list-decimal space-y-1 pl-5">
              <li>
                <a
                  href={extensionDownloadPath}
                  className="font-semibold text-primary-strong underline"
                >
                  Download the extension
                </a>{" "}
                and unzip it into a folder you keep.
              </li>
              <li>
                Open <code>chrome://extensions</code> (Edge: <code>edge://extensions</code>, Brave:{" "}
                <code>brave://extensions</code>) and turn on Developer mode.
              </li>
              <li>Choose Load unpacked and select the folder.</li>
              <li>Sign in to FairCarat in the same browser.</li>
              <li>Open a diamond at one of the retailers above and click Check this price.</li>
            </ol>
          </ProseSection>
          <ProseSection title="What it reads and sends">
            <ul>
              <li>
                It runs only on the diamond pages of the retailers above. It cannot see any other
                site.
              </li>
              <li>
                It reads, inside your browser, the shape, carat, cut, color, clarity, grading lab,
                certificate number, proportions and listed price the page shows. The page&apos;s
                text is treated as data, never as code.
              </li>
              <li>
                Nothing is sent until you click. Then it sends the page&apos;s address and those
                values to FairCarat, and to no one else.
              </li>
              <li>
                It asks with your own FairCarat sign-in, under the same plans and limits as the
                site. It stores only the FairCarat address you choose in its options.
              </li>
            </ul>
          </ProseSection>
        </div>
        <figure className="mx-auto lg:sticky lg:top-24 lg:self-start">
          <img
            src={panelScreenshot.src}
            width={panelScreenshot.width}
            height={panelScreenshot.height}
            alt="The FairCarat panel on a James Allen diamond page: the verdict, the fair value with its range, the markup, the confidence and a link to the full report."
            className="rounded-lg border border-line shadow-sm"
            loading="lazy"
          />
          <figcaption className="mt-2 max-w-80 text-sm text-ink-muted">
            The panel on a diamond page, after one click.
          </figcaption>
        </figure>
      </div>
    </>
  );
}
