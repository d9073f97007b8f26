import { TableScroller } from "@/components/table-scroller";
import { fourCs, labVsNatural } from "../guide-data";
import { labPriceFromMarket, MarketComparison } from "./market-comparison";

export function OverviewPanel() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="guide-overview-title">
        <h2 id="guide-overview-title" className="text-2xl font-bold text-ink">
          The 4Cs of diamond quality
        </h2>
        <p className="mt-2 max-w-2xl text-ink-soft">
          Every diamond, lab-grown or natural, is graded on the same four characteristics. Together
          they set its price.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {fourCs.map((c) => (
            <li
              key={c.title}
              className="rounded-card border border-line bg-surface p-5 shadow-card"
            >
              <h3 className="font-semibold text-ink">{c.title}</h3>
              <p className="mt-2 text-sm text-ink-soft">{c.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guide-compare-title">
        <h2 id="guide-compare-title" className="text-2xl font-bold text-ink">
          Lab-grown vs natural
        </h2>
        <div className="mt-6">
          <TableScroller label="Lab-grown and natural diamonds compared">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Lab-grown and natural diamonds compared</caption>
              <thead className="bg-canvas text-ink">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Aspect
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Lab-grown
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Natural
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {labVsNatural.map((row) => (
                  <tr key={row.aspect}>
                    <th scope="row" className="px-4 py-3 font-semibold text-ink">
                      {row.aspect}
                    </th>
                    <td className="px-4 py-3 text-ink-soft">
                      {row.aspect === "Price" ? labPriceFromMarket : row.lab}
                    </td>
                    <td className="px-4 py-3 text-ink-soft">{row.natural}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </div>
        <MarketComparison />
      </section>
    </div>
  );
}
