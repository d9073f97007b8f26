import { PageIntro } from "@/components/page-intro";
import { ProseSection } from "@/components/prose-section";
import { pageTitle } from "@/config/site";

const values = [
  {
    title: "Transparency",
    text: "We show how a price compares with the market, with the listings we compared it to.",
  },
  { title: "Real-time market data", text: "Our comparisons use current listings, monitored 24/7." },
  {
    title: "Ethical sourcing",
    text: "Lab-grown diamonds avoid mining, and our reports confirm how each stone was made.",
  },
] as const;

export function AboutRoute() {
  return (
    <>
      <title>{pageTitle("About")}</title>
      <PageIntro eyebrow="About us" title="About FairCarat">
        <p>We help people buying lab-grown diamonds pay a fair price.</p>
      </PageIntro>
      <div className="page-container grid gap-12 py-12 sm:py-16 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-10">
          <ProseSection title="Why we built FairCarat">
            <p>
              Lab-grown diamonds cost 50-70% less than natural diamonds, but retail prices for the
              same grades still vary by thousands of dollars. Most buyers have no easy way to tell a
              fair price from a steep markup.
            </p>
            <p>
              FairCarat compares a diamond with similar listings across retailers and shows its fair
              market value, so engagement-ring buyers and other shoppers can decide with confidence.
            </p>
          </ProseSection>
          <ProseSection title="Who we serve">
            <p>
              Individual buyers use our reports before they purchase. Jewelry retailers,
              wholesalers, appraisal services and insurers use our data to price, value and insure
              lab-grown diamonds.
            </p>
          </ProseSection>
        </div>
        <section
          aria-labelledby="values-title"
          className="rounded-card border border-line bg-canvas p-6"
        >
          <h2 id="values-title" className="text-xl font-semibold text-ink">
            What we stand for
          </h2>
          <ul className="mt-4 space-y-4">
            {values.map((value) => (
              <li key={value.title}>
                <h3 className="font-semibold text-ink">{value.title}</h3>
                <p className="mt-1 text-sm text-ink-soft">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
