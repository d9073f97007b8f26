import type { ConstantQualityTrend } from "@faircarat/contracts";
import { formatCarat } from "@faircarat/contracts/figures";
import { constantQualitySeries, type DiamondSpecs, type PricingModel } from "@faircarat/pricing";
import type { TrendFilter } from "./read-trend-query";

/** Weights buyers shop at: the band's benchmark is the first of these inside it. */
const benchmarkCarats = [0.5, 0.7, 1, 1.5, 2, 3, 4, 5];

/** The weight the band's series values: a common one inside it, else the band's middle. */
export function benchmarkCarat(caratMin: number, caratMax: number): number {
  return (
    benchmarkCarats.find((carat) => carat >= caratMin && carat < caratMax) ??
    Math.round(((caratMin + caratMax) / 2) * 100) / 100
  );
}

/**
 * The constant-quality series of a trend query: one stone of the band (its benchmark weight, the
 * query's grades or G VS1 Excellent, the commonest finish, IGI) valued in each month the engine has
 * data of.
 */
export function constantQualityTrend(
  model: PricingModel,
  filter: TrendFilter,
): ConstantQualityTrend {
  const specs: DiamondSpecs = {
    shape: filter.shape,
    carat: benchmarkCarat(filter.caratMin, filter.caratMax),
    color: filter.color ?? "G",
    clarity: filter.clarity ?? "VS1",
    cut: filter.cut ?? "Excellent",
    polish: "Excellent",
    symmetry: "Excellent",
    fluorescence: "None",
    certificateLab: "IGI",
  };
  const series = constantQualitySeries(model, specs, {
    min: filter.caratMin,
    max: filter.caratMax,
  });
  const stone = `${formatCarat(specs.carat)} ${specs.color} ${specs.clarity} ${specs.shape}`;
  return {
    specs: {
      shape: specs.shape,
      carat: specs.carat,
      color: specs.color,
      clarity: specs.clarity,
      cut: specs.cut,
    },
    basis: `The same ${stone} (${specs.cut} cut, IGI) valued by our pricing engine in each month it has data of: through the listings' months by its time index, then by each published index edition's market move; it moves with the market, not with which stones a month happened to list.`,
    series: series.map((point) => ({
      month: point.month,
      pricePerCarat: point.pricePerCaratCents / 100,
      source: point.source,
      listings: point.listings,
    })),
  };
}
