import type { FlagEffect, ProportionEffects, Proportions, Shape } from "@faircarat/pricing";
import { usualBands } from "@faircarat/pricing";
import { formatCount, formatSignedPercent } from "@faircarat/contracts/figures";

const percent = (value: number) => formatSignedPercent(value * 100);

/** The measured effect shows a difference: its 95% interval leaves out 0. */
const shows = (
  effect: FlagEffect,
): effect is FlagEffect & { effect: number; low: number; high: number } =>
  effect.effect !== null &&
  effect.low !== null &&
  effect.high !== null &&
  (effect.low > 0 || effect.high < 0);

/**
 * What the market data say about the price of the stone's proportions within its grade (decision
 * 048): a finding only where the stone's depth or table is outside the usual band and the feeds
 * show such stones listed at a different price, with the interval and n; nothing where they cannot
 * tell.
 */
export function proportionPriceFindings(
  effects: ProportionEffects | undefined,
  shape: Shape,
  p: Proportions,
): string[] {
  const bands = usualBands(shape);
  if (!effects || !bands) return [];
  const findings: string[] = [];
  const say = (effect: FlagEffect, what: string) => {
    if (!shows(effect)) return;
    findings.push(
      `Price: stones with ${what} were listed ${percent(effect.effect)} against those within the usual range at the same retailer and grades (95% interval ${percent(effect.low)} to ${percent(effect.high)}; ${formatCount(effect.listings)} against ${formatCount(effect.againstListings)} listings in ${effect.cells} groups).`,
    );
  };
  if (p.depthPct && p.depthPct > bands.depth[1]) say(effects.deep, "a depth above the usual range");
  if (p.depthPct && p.depthPct < bands.depth[0])
    say(effects.shallow, "a depth below the usual range");
  if (p.tablePct && p.tablePct > bands.table[1])
    say(effects.largeTable, "a table above the usual range");
  if (p.tablePct && p.tablePct < bands.table[0])
    say(effects.smallTable, "a table below the usual range");
  return findings;
}
