import type { PricingListing } from "@faircarat/pricing";

/**
 * The market's listings as columns (docs/decisions/041): each text field a dictionary of its
 * distinct values and one 16-bit code per row, carat and price in Float64Arrays, only the URL and
 * the certificate number as strings of their own. About 56 bytes a row plus those two strings,
 * against some 700 for a row object whose every cell is a string of its own (as a database driver
 * builds them), and the typed arrays move to the fit's worker thread without a copy.
 */
export interface ListingColumns {
  length: number;
  text: Record<TextColumn, CodedColumn>;
  carat: Float64Array;
  priceCents: Float64Array;
  /**
   * Total depth and table in percent, NaN where the feed does not state them: comparables of
   * similar proportions come first.
   */
  depthPct: Float64Array;
  tablePct: Float64Array;
  /**
   * The outline in millimetres, NaN where the feed does not state it: the typical face-up size per
   * weight.
   */
  lengthMm: Float64Array;
  widthMm: Float64Array;
  url: (string | null)[];
  certificateNumber: (string | null)[];
}

/**
 * A listing field with few distinct values (retailers, days, grades): the values once, a code per
 * row.
 */
export interface CodedColumn {
  values: (string | null)[];
  codes: Uint16Array;
}

export const textColumns = [
  "retailer",
  "observedOn",
  "origin",
  "shape",
  "color",
  "clarity",
  "cut",
  "polish",
  "symmetry",
  "fluorescence",
  "certificateLab",
] as const;
export type TextColumn = (typeof textColumns)[number];

/** Either form the fit accepts: row objects (tests, scripts) or columns (the server). */
export type MarketListings = readonly PricingListing[] | ListingColumns;

export const isListingColumns = (listings: MarketListings): listings is ListingColumns =>
  !Array.isArray(listings);

const MAX_CODES = 0xffff;

/** Appends listings to growing columns; `build` trims them to the rows pushed. */
export class ListingColumnsBuilder {
  private length = 0;
  private readonly dictionaries = new Map<TextColumn, Map<string | null, number>>(
    textColumns.map((column) => [column, new Map()]),
  );
  private text: Record<TextColumn, CodedColumn>;
  private carat: Float64Array;
  private priceCents: Float64Array;
  private depthPct: Float64Array;
  private tablePct: Float64Array;
  private lengthMm: Float64Array;
  private widthMm: Float64Array;
  private readonly url: (string | null)[] = [];
  private readonly certificateNumber: (string | null)[] = [];

  constructor(private capacity = 1 << 16) {
    this.text = Object.fromEntries(
      textColumns.map((column) => [column, { values: [], codes: new Uint16Array(capacity) }]),
    ) as unknown as Record<TextColumn, CodedColumn>;
    this.carat = new Float64Array(capacity);
    this.priceCents = new Float64Array(capacity);
    this.depthPct = new Float64Array(capacity);
    this.tablePct = new Float64Array(capacity);
    this.lengthMm = new Float64Array(capacity);
    this.widthMm = new Float64Array(capacity);
  }

  push(listing: PricingListing): void {
    if (this.length === this.capacity) this.grow();
    const row = this.length++;
    for (const column of textColumns)
      this.text[column].codes[row] = this.codeOf(column, listing[column] ?? null);
    this.carat[row] = listing.carat;
    this.priceCents[row] = listing.priceCents;
    this.depthPct[row] = listing.depthPct ?? Number.NaN;
    this.tablePct[row] = listing.tablePct ?? Number.NaN;
    this.lengthMm[row] = listing.lengthMm ?? Number.NaN;
    this.widthMm[row] = listing.widthMm ?? Number.NaN;
    this.url.push(listing.url ?? null);
    this.certificateNumber.push(listing.certificateNumber ?? null);
  }

  build(): ListingColumns {
    const n = this.length;
    const text = Object.fromEntries(
      textColumns.map((column) => [
        column,
        { values: this.text[column].values, codes: this.text[column].codes.slice(0, n) },
      ]),
    ) as unknown as Record<TextColumn, CodedColumn>;
    return {
      length: n,
      text,
      carat: this.carat.slice(0, n),
      priceCents: this.priceCents.slice(0, n),
      depthPct: this.depthPct.slice(0, n),
      tablePct: this.tablePct.slice(0, n),
      lengthMm: this.lengthMm.slice(0, n),
      widthMm: this.widthMm.slice(0, n),
      url: this.url,
      certificateNumber: this.certificateNumber,
    };
  }

  private codeOf(column: TextColumn, value: string | null): number {
    const dictionary = this.dictionaries.get(column)!;
    let code = dictionary.get(value);
    if (code === undefined) {
      code = dictionary.size;
      if (code > MAX_CODES)
        throw new Error(`more than ${MAX_CODES} distinct ${column} values in the market`);
      dictionary.set(value, code);
      this.text[column].values.push(value);
    }
    return code;
  }

  private grow(): void {
    this.capacity *= 2;
    const widen = <T extends Uint16Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const wider = make(this.capacity);
      wider.set(array);
      return wider;
    };
    for (const column of textColumns)
      this.text[column].codes = widen(this.text[column].codes, (n) => new Uint16Array(n));
    this.carat = widen(this.carat, (n) => new Float64Array(n));
    this.priceCents = widen(this.priceCents, (n) => new Float64Array(n));
    this.depthPct = widen(this.depthPct, (n) => new Float64Array(n));
    this.tablePct = widen(this.tablePct, (n) => new Float64Array(n));
    this.lengthMm = widen(this.lengthMm, (n) => new Float64Array(n));
    this.widthMm = widen(this.widthMm, (n) => new Float64Array(n));
  }
}

export function columnsOf(listings: Iterable<PricingListing>): ListingColumns {
  const builder = new ListingColumnsBuilder();
  for (const listing of listings) builder.push(listing);
  return builder.build();
}

/** The rows at these positions, as columns sharing this one's dictionaries. */
export function selectRows(columns: ListingColumns, rows: readonly number[]): ListingColumns {
  const pick = <T extends Uint16Array | Float64Array>(array: T, make: (n: number) => T): T => {
    const out = make(rows.length);
    rows.forEach((row, i) => (out[i] = array[row]!));
    return out;
  };
  const text = Object.fromEntries(
    textColumns.map((column) => [
      column,
      {
        values: columns.text[column].values,
        codes: pick(columns.text[column].codes, (n) => new Uint16Array(n)),
      },
    ]),
  ) as unknown as Record<TextColumn, CodedColumn>;
  return {
    length: rows.length,
    text,
    carat: pick(columns.carat, (n) => new Float64Array(n)),
    priceCents: pick(columns.priceCents, (n) => new Float64Array(n)),
    depthPct: pick(columns.depthPct, (n) => new Float64Array(n)),
    tablePct: pick(columns.tablePct, (n) => new Float64Array(n)),
    lengthMm: pick(columns.lengthMm, (n) => new Float64Array(n)),
    widthMm: pick(columns.widthMm, (n) => new Float64Array(n)),
    url: rows.map((row) => columns.url[row] ?? null),
    certificateNumber: rows.map((row) => columns.certificateNumber[row] ?? null),
  };
}

/** One text cell of a row. */
export const textAt = (columns: ListingColumns, column: TextColumn, row: number) =>
  columns.text[column].values[columns.text[column].codes[row]!] ?? null;

/**
 * Row objects for the engine, which reads listings as objects. Every text cell is the dictionary's
 * one string, so a row costs its object and nothing more (the URL and certificate are the columns'
 * own).
 */
export function listingsOf(columns: ListingColumns): PricingListing[] {
  const { text } = columns;
  const value = (column: TextColumn, row: number) =>
    text[column].values[text[column].codes[row]!] ?? null;
  const out = new Array<PricingListing>(columns.length);
  for (let row = 0; row < columns.length; row++) {
    out[row] = {
      retailer: value("retailer", row)!,
      url: columns.url[row] ?? null,
      observedOn: value("observedOn", row)!,
      origin: value("origin", row) as PricingListing["origin"],
      shape: value("shape", row) as PricingListing["shape"],
      carat: columns.carat[row]!,
      color: value("color", row) as PricingListing["color"],
      clarity: value("clarity", row) as PricingListing["clarity"],
      cut: value("cut", row) as PricingListing["cut"],
      polish: value("polish", row) as PricingListing["polish"],
      symmetry: value("symmetry", row) as PricingListing["symmetry"],
      fluorescence: value("fluorescence", row) as PricingListing["fluorescence"],
      certificateLab: value("certificateLab", row) as PricingListing["certificateLab"],
      certificateNumber: columns.certificateNumber[row] ?? null,
      priceCents: columns.priceCents[row]!,
      depthPct: statedOrNull(columns.depthPct[row]!),
      tablePct: statedOrNull(columns.tablePct[row]!),
      lengthMm: statedOrNull(columns.lengthMm[row]!),
      widthMm: statedOrNull(columns.widthMm[row]!),
    };
  }
  return out;
}

const statedOrNull = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * The buffers to transfer (not copy) to a worker thread; this thread can no longer read them after.
 */
export function transferables(columns: ListingColumns): ArrayBuffer[] {
  return [
    columns.carat.buffer,
    columns.priceCents.buffer,
    columns.depthPct.buffer,
    columns.tablePct.buffer,
    columns.lengthMm.buffer,
    columns.widthMm.buffer,
    ...textColumns.map((column) => columns.text[column].codes.buffer),
  ] as ArrayBuffer[];
}

/** Row objects of either form. */
export const rowsOf = (listings: MarketListings): readonly PricingListing[] =>
  isListingColumns(listings) ? listingsOf(listings) : listings;
