import { paths } from "@faircarat/contracts/paths";
import { Link } from "react-router";
import { SectionHeading } from "./section-heading";

const topics = [
  { title: "Cut", text: "Which cut grades are worth paying for." },
  { title: "Color", text: "How much each color range adds to the price." },
  { title: "Clarity", text: "Where the best value sits between VS and SI." },
  { title: "Carat", text: "Why 0.95 ct can cost far less than 1.0 ct." },
] as const;

export function GuideSection() {
  return (
    <section
      id="diamond-guide"
      aria-labelledby="diamond-guide-title"
      className="bg-canvas py-16 sm:py-20"
    >
      <div className="page-container">
        <SectionHeading
          id="diamond-guide-title"
          eyebrow="Diamond guide"
          title="Know the 4Cs before you buy"
        >
          <p>
            Understand cut, color, clarity and carat, and how each one moves the price of a
            lab-grown diamond.
          </p>
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {topics.map((topic) => (
            <li key={topic.title} className="rounded-card border border-line bg-surface p-5">
              <h3 className="font-semibold text-ink">{topic.title}</h3>
              <p className="mt-2 text-sm text-ink-soft">{topic.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            to={paths.diamondGuide}
            className="font-semibold text-primary-strong underline hover:text-primary"
          >
            Read the Diamond Buying Guide
          </Link>
        </p>
      </div>
    </section>
  );
}
