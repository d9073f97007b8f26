import { PageIntro } from "@/components/page-intro";
import { ProseSection } from "@/components/prose-section";
import { pageTitle, site } from "@/config/site";

export function TermsRoute() {
  return (
    <>
      <title>{pageTitle("Terms of Service")}</title>
      <PageIntro title="Terms of Service">
        <p>The terms that apply when you use FairCarat.</p>
      </PageIntro>
      <div className="page-container max-w-3xl space-y-10 py-12 sm:py-16">
        <ProseSection title="The service">
          <p>
            FairCarat analyzes the prices of lab-grown diamonds against market listings. Reports are
            estimates for your information. They are not a formal appraisal, a certificate or
            financial advice.
          </p>
        </ProseSection>
        <ProseSection title="Your account">
          <p>
            You must give accurate details when you sign up and keep your password safe. You are
            responsible for activity under your account.
          </p>
        </ProseSection>
        <ProseSection title="Plans and payment">
          <ul>
            <li>Single Report: $29, paid once per report.</li>
            <li>Unlimited Access: $99 per month, renewed monthly until you cancel.</li>
            <li>Both plans include a money-back guarantee.</li>
          </ul>
        </ProseSection>
        <ProseSection title="Price changes">
          <p>
            We may change our prices. We will give you 30 days notice before a price change takes
            effect for your plan.
          </p>
        </ProseSection>
        <ProseSection title="Acceptable use">
          <p>
            Do not misuse the service: no automated scraping of reports, no attempts to break
            security, and no uploads you do not have the right to share.
          </p>
        </ProseSection>
        <ProseSection title="Contact">
          <p>
            Questions about these terms? Email{" "}
            <a
              href={`mailto:${site.supportEmail}`}
              className="font-semibold text-primary-strong underline"
            >
              {site.supportEmail}
            </a>
            .
          </p>
        </ProseSection>
      </div>
    </>
  );
}
