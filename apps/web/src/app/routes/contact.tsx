import { paths } from "@faircarat/contracts/paths";
import { Building2, CreditCard, Gem, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { pageTitle, site } from "@/config/site";
import { ContactForm } from "@/features/contact/components/contact-form";

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex gap-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong">
          {icon}
        </span>
        <div>
          <CardTitle as="h2" className="text-base">
            {title}
          </CardTitle>
          <div className="mt-1 text-sm text-ink-soft">{children}</div>
        </div>
      </CardContent>
    </Card>
  );
}

const linkClass = "font-semibold text-primary-strong underline hover:text-primary";

export function ContactRoute() {
  return (
    <>
      <title>{pageTitle("Contact")}</title>
      <PageIntro eyebrow="Contact" title="Contact Us">
        <p>
          Questions about a listing, your report or your plan? Our support team is here to help.
        </p>
      </PageIntro>
      <div className="page-container grid gap-8 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-start">
        <Card>
          <CardContent className="sm:p-8">
            <CardTitle as="h2" className="mb-6 text-xl">
              Send us a message
            </CardTitle>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-4">
          <InfoCard icon={<Mail aria-hidden="true" className="size-5" />} title="Email Support">
            <p>
              Email our support team at{" "}
              <a href={`mailto:${site.supportEmail}`} className={linkClass}>
                {site.supportEmail}
              </a>
              . We reply within 24 hours.
            </p>
          </InfoCard>
          <InfoCard
            icon={<CreditCard aria-hidden="true" className="size-5" />}
            title="Plans and billing"
          >
            <p>
              Compare the Single Report and Unlimited Access on our{" "}
              <Link to={paths.pricing} className={linkClass}>
                pricing page
              </Link>
              .
            </p>
          </InfoCard>
          <InfoCard
            icon={<Building2 aria-hidden="true" className="size-5" />}
            title="Business and API"
          >
            <p>
              See{" "}
              <Link to={paths.enterprise} className={linkClass}>
                Enterprise
              </Link>{" "}
              and{" "}
              <Link to={paths.apiAccess} className={linkClass}>
                API Access
              </Link>{" "}
              for volume pricing and integrations.
            </p>
          </InfoCard>
          <InfoCard icon={<Gem aria-hidden="true" className="size-5" />} title="Buying advice">
            <p>
              Our{" "}
              <Link to={paths.diamondGuide} className={linkClass}>
                diamond guide
              </Link>{" "}
              explains cut, color, clarity and carat.
            </p>
          </InfoCard>
        </div>
      </div>
    </>
  );
}
