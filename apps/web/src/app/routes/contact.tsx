import { Mail } from "lucide-react";
import { PageIntro } from "@/components/page-intro";
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { pageTitle, site } from "@/config/site";

export function ContactRoute() {
  return (
    <>
      <title>{pageTitle("Contact")}</title>
      <PageIntro eyebrow="Contact" title="Contact Us">
        <p>Questions about a listing, your report or your plan? Our support team is here to help.</p>
      </PageIntro>
      <div className="page-container py-12 sm:py-16">
        <Card className="max-w-xl">
          <CardContent className="sm:p-8">
            <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-strong">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <CardTitle as="h2" className="mt-4 text-xl">
              Email Support
            </CardTitle>
            <p className="mt-2 text-ink-soft">
              Email our support team at{" "}
              <a
                href={`mailto:${site.supportEmail}`}
                className="font-semibold text-primary-strong underline hover:text-primary"
              >
                {site.supportEmail}
              </a>
              . We reply within 24 hours.
            </p>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
