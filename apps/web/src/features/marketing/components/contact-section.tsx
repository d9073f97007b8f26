import { paths } from "@faircarat/contracts/paths";
import { Mail } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { site } from "@/config/site";

export function ContactSection() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="bg-primary py-16 text-on-primary sm:py-20"
    >
      <div className="page-container flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight text-white">
            Questions about a listing?
          </h2>
          <p className="mt-3 text-lg text-primary-soft">
            Email{" "}
            <a href={`mailto:${site.supportEmail}`} className="font-semibold text-white underline">
              {site.supportEmail}
            </a>
            . We reply within 24 hours.
          </p>
        </div>
        <Button asChild size="lg" variant="inverse">
          <Link to={paths.contact}>
            <Mail aria-hidden="true" />
            Contact Us
          </Link>
        </Button>
      </div>
    </section>
  );
}
