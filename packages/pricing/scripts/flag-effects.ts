/**
 * node --import tsx packages/pricing/scripts/flag-effects.ts Whether growth method and treatment
 * move asking prices in the feeds that state them (docs/pricing.md, "Report flags").
 */
import { measureFlagEffects, type FlagEffect } from "../src/flag-effects";
import { loadMarketListings } from "./load-market";

const percent = (value: number | null) => (value === null ? "-" : `${(value * 100).toFixed(1)}%`);
const line = (f: FlagEffect) =>
  `${f.group} against ${f.against}: ${percent(f.effect)} (95% ${percent(f.low)} to ${percent(f.high)}), ${f.listings} against ${f.againstListings} listings in ${f.cells} matched cells; overlap ${percent(f.overlap)}`;

const { listings } = await loadMarketListings();
const effects = measureFlagEffects(listings);
console.log(line(effects.growth));
console.log(line(effects.treatment));
console.log(`newest flagged listing ${effects.observedTo}`);
