import { PageIntro } from "@/components/page-intro";
import { ProseSection } from "@/components/prose-section";
import { pageTitle, site } from "@/config/site";

export function PrivacyRoute() {
  return (
    <>
      <title>{pageTitle("Privacy Policy")}</title>
      <PageIntro title="Privacy Policy">
        <p>What FairCarat collects, why, and the choices you have.</p>
      </PageIntro>
      <div className="page-container max-w-3xl space-y-10 py-12 sm:py-16">
        <ProseSection title="Information we collect">
          <ul>
            <li>Account details: your full name, email address and a securely hashed password.</li>
            <li>
              Analysis details: listing URLs, listed prices and the diamond specifications you
              enter.
            </li>
            <li>Files you upload, such as certificates or diamond photos.</li>
            <li>
              Billing status from our payment processor. We never see or store your full card
              number.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="How we use it">
          <p>
            We use your information to run price analyses, keep your report history, manage your
            plan, answer support requests and keep the service secure. We do not sell your personal
            information.
          </p>
        </ProseSection>
        <ProseSection title="Cookies">
          <p>
            We use one essential cookie to keep you signed in. We do not use advertising or
            cross-site tracking cookies.
          </p>
        </ProseSection>
        <ProseSection title="Sharing">
          <p>
            We share data only with the providers that help us run FairCarat, such as hosting, email
            delivery and payment processing, and only as far as they need it to provide their
            service to us.
          </p>
        </ProseSection>
        <ProseSection title="Retention and your rights">
          <p>
            We keep your data while your account is open. You can ask us for a copy of your data, or
            to correct or delete it, by emailing{" "}
            <a
              href={`mailto:${site.supportEmail}`}
              className="font-semibold text-primary-strong underline"
            >
              {site.supportEmail}
            </a>
            . We reply within 24 hours.
          </p>
        </ProseSection>
      </div>
    </>
  );
}
