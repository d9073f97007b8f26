import type { ErrorCode } from "./errors";

/**
 * What each field of the public API's answers means, written into /api/v1/openapi.json as the
 * description of the field (apps/server/src/routes/api-v1/describe-fields.ts), which /api-docs
 * renders. Keyed by the field's path in an answer (`[]` for an array's items); a field takes the
 * entry of its longest path suffix found here, so `carat` serves every `specs.carat`. The server's
 * tests fail on an answer field without a meaning and on a meaning no field uses.
 */
export const apiFieldMeanings: Record<string, string> = {
  // One stone's analysis (GET /diamonds/analyze, each batch line).
  analysis: "The analysis of the stone.",
  fairMarketValue:
    "The stone's fair market value in US dollars: what lab-grown stones of these specs sell for in the market data, on the valuation date (for `origin=natural`, natural listings of these specs).",
  low: "Low end of the 80% range, in US dollars: where listings of such a stone sit, 1 in 10 of them below it (`rangeMeaning` says whose listings).",
  high: "High end of the 80% range, in US dollars: 1 in 10 listings of such a stone sit above it.",
  expectedAtRetailer:
    "What the named retailer usually asks for such a stone, in US dollars; null without a retailer or without its data near these specs.",
  retailer: "The retailer, as the market data name it.",
  "analysis.retailer":
    "The listing's retailer (from `retailer` or the listing URL); null when unknown.",
  // The Analysis component is the same object as every `analysis` field: the same words for it.
  "Analysis.retailer":
    "The listing's retailer (from `retailer` or the listing URL); null when unknown.",
  listedPrice: "The price asked, in US dollars, as sent.",
  savingsAmount:
    "fairMarketValue minus listedPrice, in US dollars: positive when the listing costs less than its value, negative when it costs more.",
  markupPercentage:
    "How far listedPrice is above fairMarketValue, in percent of it, one decimal (12.5 = 12.5% above; negative = below).",
  isOverpriced:
    "True when the verdict is `overpriced`: above the 80% range and more than 10% over the value, or 25% or more over it, or well above the retailer's own usual price.",
  isEthicallySourced: "True for a lab-grown stone; false for a natural one (`origin=natural`).",
  confidence:
    "Between 0 and 1: the probability that the typical asking price for these specs across retailers lies within 10% of fairMarketValue (low when the data near the specs are thin or disagree).",
  pricePerCarat: "fairMarketValue divided by carat, in US dollars.",
  specs: "The stone's specs as priced (grades normalised).",
  shape: "Shape, e.g. `round`, `oval`.",
  carat: "Weight in carats.",
  color: "Color grade, D (best) to N.",
  clarity: "Clarity grade, FL (best) to I3.",
  cut: "Cut grade, Ideal (best) to Poor; null when not stated (fancy shapes often have none).",
  polish: "Polish grade, Excellent (best) to Poor; null when not stated.",
  symmetry: "Symmetry grade, Excellent (best) to Poor; null when not stated.",
  assessment:
    "GIA's lab-grown quality assessment, when the stone has one instead of color and clarity grades: how its value was made from the grades the tier admits; absent otherwise.",
  "assessment.lab": "The lab that gave the assessment (GIA).",
  "assessment.result": "`Premium` or `Standard`.",
  "assessment.grades":
    "The color and clarity grades the tier admits, each with its share of the market's listings near the stone and its own fair value.",
  "grades[].share":
    "The grade's share (0 to 1) of the market's listings near the stone: its weight in the value.",
  "assessment.listings":
    "Listings the shares were counted from (0: none near the stone, so equal shares).",
  "assessment.note":
    "One sentence: which grades the tier covers and how the value and range were made.",
  cutCheck:
    "The cut and spread check from the stone's proportions: a score out of 10 and findings in words.",
  "cutCheck.score":
    "0 to 10 from depth, table, length-to-width and (rounds) crown and pavilion angles against the shape's usual ranges; null when no proportions are known.",
  "cutCheck.findings":
    "Plain-language findings, one sentence each (or what to look for on the report when no proportions are known); from the query's `depth`, `table`, `measurements` and angles, else the listing page's. Where the market data show stones outside the usual depth or table band listed at another price within the same grade, a `Price:` finding says by how much, with its interval and listings.",
  "cutCheck.faceUpCarat":
    "The weight of a typically cut stone with the same face-up size (0.93: faces up like a 0.93 ct); null without measurements.",
  "cutCheck.lengthToWidth": "Length over width from the measurements; null without them.",
  stone:
    "What the stone's report says about it: the lab, the report number and its check link, growth method and treatment.",
  "stone.lab":
    "The grading lab, read from the report number (IGI's `LG` series, GIA's ten digits) or as stated; null when unknown.",
  "stone.reportNumber": "The grading report's number; null when not known.",
  "stone.verifyUrl": "The lab's own page to check this report; null when there is none.",
  "stone.growthMethod": "`CVD` or `HPHT`, as the report or listing states; null when not stated.",
  "stone.treatment":
    "`as grown`, `may be treated` or `treated`, as the report or listing states; null when not stated.",
  "stone.facts":
    "One sentence each on the report, growth and treatment, and whether the market data show them moving the price (with how many listings); for a GIA or IGI report, a `Lab:` sentence on GIA against IGI listings of the same specs at the same retailer and whether the value applies it.",
  naturalEquivalent:
    "What the same specs list for as a natural diamond, from natural listings only (never the lab-grown model): a value and range with the listings, retailers and day they rest on, or that the natural data are too thin; absent on analyses stored before it and on a GIA Premium/Standard stone.",
  "naturalEquivalent.status":
    "`priced` (a value), `too-thin` (fewer than 8 natural listings of these grades near this weight: no value, `lines` say what the data hold) or `no-data` (no natural listings in the market data).",
  "naturalEquivalent.ofThisStone":
    "True on a natural stone's own analysis (`origin=natural`): fairMarketValue is this value.",
  "naturalEquivalent.specs":
    "The natural specs the figures are for: the stone's, or a round of its weight and grades where the natural listings hold none of its shape.",
  "naturalEquivalent.comparedAsShape":
    "The shape the natural listings were read for when they hold none of the stone's own (`round`), named so; null when the stone's own. No shape premium is applied.",
  "naturalEquivalent.fairValue":
    "The median of the natural listings of the same color and clarity within 5% of the weight (never across 0.5, 0.7, 0.9, 1, 1.5, 2, 3, 4 or 5 ct), each moved to this weight by its price per carat, in US dollars; null unless priced.",
  "naturalEquivalent.low":
    "Where 1 in 10 of those natural listings sit below, in US dollars; null unless priced.",
  "naturalEquivalent.high":
    "Where 1 in 10 of those natural listings sit above, in US dollars; null unless priced.",
  "naturalEquivalent.labShare":
    "listedPrice as a share of the natural value (0.23 = 23%); null unless priced, and on a natural stone's own analysis.",
  "naturalEquivalent.listings":
    "Natural listings of the same grades in the carat window: the value's basis.",
  "naturalEquivalent.nearbyListings": "Natural listings of any grade in the carat window.",
  "naturalEquivalent.caratFrom": "The carat window's low end; null without natural data.",
  "naturalEquivalent.caratTo": "The carat window's high end; null without natural data.",
  "naturalEquivalent.retailers": "The retailers whose natural listings the figures rest on.",
  "naturalEquivalent.dataDate":
    "The newest day those natural listings were seen (yyyy-mm-dd); null without natural data.",
  "naturalEquivalent.mayBeFloor":
    "True when these grades' prices reach within 10% of the dearest natural listing near this weight: the data may stop at a price, so the value is a floor.",
  "naturalEquivalent.lines":
    "The figures in words, one sentence each, as the report, the PDF and the Diamond Expert say them.",
  recommendations: "Plain-language advice on the price, one sentence each.",
  comparableListings:
    "Up to five listings near these specs, chosen to bracket the fair value (some below it, some above, where the data have them), from several retailers, listings seen within 60 days of the newest preferred; cheapest first.",
  sameStone:
    "The same certificated stone at other retailers or dates, cheapest first (empty when the certificate is not known).",
  source: "Where the price was seen: the retailer's name, or the published index.",
  price: "Asking price in US dollars.",
  url: "The listing's address; null when the source gives none.",
  savings:
    "listedPrice minus this listing's price, in US dollars: what choosing it instead would save; null without a listed price.",
  observedOn: "yyyy-mm-dd the price was seen.",
  certificateLab: "Grading lab of the stone's report (GIA, IGI, ...); null when not stated.",
  certificateNumber: "Number of the grading report; null when not stated.",
  observed:
    "True when FairCarat read this price on the retailer's own page rather than from a feed.",
  verdict:
    "The price's verdict: `overpriced`, `above-market` (more than 10% over the value), `below-market` (more than 10% under), `fair`, or `too-little-data` (confidence under 10%).",
  confidenceMeaning: "One sentence saying what the confidence figure is the probability of.",
  rangeMeaning:
    "One sentence saying whose listings the 80% range is for: the retailers we track, or any retailer.",
  timeNote:
    "The data's date and what the months since mean for the value; for a past valuationDate, `Valued for <day>:` and what that day's value stands on.",
  pricedAsShape:
    "The shape the value was computed for, when the data lack the stone's own shape; else null or absent.",
  retailerContext:
    "Where the listing's retailer sits for these specs, when its data are near them; else null.",
  usualPrice: "The retailer's usual asking price for these specs, in US dollars.",
  ratioToMarket: "The retailer's usual price over the market's fair value (1.00 = the market).",
  tier: "The retailer's price tier for these specs: `value`, `mid-market` or `premium`.",
  evidence:
    "What the retailer's usual price rests on: its own listings (`kind: listings`, newest day, count) or a published index's cells (`kind: index`, edition, collection day, listings).",
  "evidence.kind":
    "`listings` (the retailer's own listings) or `index` (a published index's cells).",
  "evidence.asOf": "yyyy-mm-dd of the newest of those listings.",
  "evidence.listings": "Listings behind the usual price (for an index: behind its cells).",
  retailerPrices:
    "Each retailer with prices near these specs: its usual price and what that rests on.",
  alternativeRecommendations:
    "Cheaper choices: one color or clarity grade down, just under a magic carat size, or the same specs at a value retailer, each with its estimated price.",
  estimatedPrice: "The alternative's fair market value, in US dollars.",
  "alternativeRecommendations[].savings":
    "What the alternative saves against fairMarketValue (or, at a value retailer, against the listed price), in US dollars.",
  reason: "What changes and why it is worth considering, in a sentence.",
  marketTrend:
    "One sentence on how prices of such stones moved lately; null without enough history.",
  basis: "What the value stands on.",
  "basis.valuationDate":
    "yyyy-mm-dd the stone was valued for: the query's `valuationDate` (e.g. the day it was bought), else today.",
  "basis.dataDate": "yyyy-mm-dd of the newest observation the value stands on.",
  "basis.listingsDate": "yyyy-mm-dd of the newest listing the value stands on.",
  "basis.indexDate":
    "Collection day of the newest published index cell the value stands on; null when none does.",
  "basis.listings": "Listings in the market data the model was fitted on.",
  "basis.retailers": "The retailers behind those listings.",
  "basis.nearbyListings":
    "Listings near these specs (they weigh most in the value and the confidence).",
  warnings:
    "What the value could not take into account (e.g. a grade it had to assume), one sentence each.",
  sources: "Each source behind the answer and its newest day.",
  "analysis.sources":
    "Where each spec came from: `form` (sent), `url` (read from the listing URL), `page` (read from the listing page) or `assumed`.",
  "Analysis.sources":
    "Where each spec came from: `form` (sent), `url` (read from the listing URL), `page` (read from the listing page) or `assumed`.",
  // The error envelope.
  error: "The error: what went wrong and how to tell us about it.",
  code: "Machine-readable error code; each is explained under Errors.",
  message: "What went wrong, in a sentence for a person.",
  requestId: "The request's id: quote it when you contact us.",
  // GET /diamonds/compare
  dataDate: "yyyy-mm-dd of the newest observation in the market data.",
  valuationDate: "yyyy-mm-dd the stone was valued for (today).",
  "Comparison.fairMarketValue": "The market's fair value for these specs, in US dollars.",
  "Comparison.retailers":
    "Each retailer with listings near these specs, cheapest usual price first.",
  typicalPrice: "The retailer's usual asking price for these specs, in US dollars.",
  support:
    "The retailer's listings among the market's nearest to these specs, and the dates they were seen.",
  nearbyListings: "How many of the market's nearest listings are this retailer's.",
  firstObservedOn: "yyyy-mm-dd the oldest of those listings was seen; null without any.",
  lastObservedOn: "yyyy-mm-dd the newest of those listings was seen; null without any.",
  // GET /market/trends
  caratMin: "Lower end of the carat band (inclusive).",
  caratMax: "Upper end of the carat band (exclusive).",
  grades: "The grades the series is narrowed to; null where any grade counts.",
  "MarketTrends.basis": "What each month's figure is made of, in a sentence.",
  series: "The monthly series from the dated price history, oldest first.",
  month: "yyyy-mm.",
  medianPricePerCarat: "Median asking price per carat, in US dollars.",
  observations: "Listings seen that month in the band.",
  indexSeries:
    "The published index's editions whose cells lie in the band, oldest first (empty when none do).",
  edition: "yyyy-mm-dd the index edition was published.",
  "indexSeries[].month": "yyyy-mm of the edition's collection: where a chart places it.",
  collectedOn: "yyyy-mm-dd the edition's prices were collected.",
  "indexSeries[].retailers": "Retailers with a published cell in the band.",
  "indexSeries[].listings": "Listings behind those cells.",
  indexBasis: "What each edition's figure is made of, in a sentence; null without editions.",
  constantQuality:
    "The same specs valued by the pricing engine in each month it has data of, so the series moves with the market and not with which stones a month listed; absent while no pricing model is loaded.",
  "constantQuality.specs":
    "The specs valued every month: the query's grades where given, else a common benchmark stone of the band.",
  "constantQuality.basis": "What the series is, in a sentence.",
  "constantQuality.series":
    "Months with data only, oldest first: a month missing between two had no data, and a chart should leave it a gap.",
  "series[].pricePerCarat": "The specs' value that month per carat, in US dollars.",
  "series[].source":
    "`listings`: the engine's time index over the listings seen that month; `index`: a published index edition's market move.",
  "constantQuality.series[].listings":
    "Listings behind the month: those the engine was fitted on in the band, or those behind the edition's cells in it.",
  "sources[].kind": "`listings` (one retailer's listings) or `index` (a published index).",
  "sources[].name":
    "The retailer whose listings these are, or the index's publication (its address).",
  newestDate:
    "yyyy-mm-dd: the newest day a listing was seen, or the day the index's newest edition was collected.",
  // GET /retailers
  "Retailers.retailers": "Each retailer the current market data stand on, by name.",
  "retailers[].listings": "The retailer's current listings in the market data.",
  shapes: "The shapes among its listings.",
  "retailers[].firstObservedOn":
    "yyyy-mm-dd its oldest current listing was seen (for an index-only retailer: the index's first collection day).",
  "retailers[].lastObservedOn":
    "yyyy-mm-dd its newest listing was seen (for an index-only retailer: the index's newest collection day).",
  priceLevel:
    "Median of the retailer's usual price over the market's fair value on reference stones (1.00 = the market); null without data near them.",
  newestListing:
    "yyyy-mm-dd of its newest listing; null for a retailer known only from a published index.",
  newestIndex: "Collection day of its newest published index cell; null when no index names it.",
  "retailers[].sources":
    "What the market data know of the retailer, each source with its newest day.",
  // POST /diamonds/analyze/batch
  lines: "Stone lines read from the body.",
  succeeded: "Lines priced (each counts as one call).",
  failed: "Lines refused, each with its own error.",
  results: "One result per stone line, in the order sent: an `analysis` or an `error`.",
  line: "The stone line's number in the body (1 = the first stone line, after any CSV header).",
  "results[].error": "Why this line was not priced.",
};

/**
 * What each error code means and what to do about it, shown under Errors on /api-docs and in the
 * document.
 */
export const errorCodeMeanings: Record<ErrorCode, string> = {
  bad_request:
    "The request could not be read (malformed body or headers). Fix the request; sending it again as it is will fail again.",
  validation_failed:
    "A parameter or a batch line is missing or invalid; the message names it and the rule it broke.",
  unauthenticated:
    "No API key, or a key that is unknown or revoked. Send `Authorization: Bearer <key>` or `X-API-Key: <key>` with an active key.",
  forbidden:
    "The key is valid but the plan behind it has lapsed (or the request was refused). Renew the plan on the API keys screen.",
  not_found:
    "No such endpoint (check the path and the /api/v1 prefix), or nothing found for the certificate number.",
  method_not_allowed:
    "The path exists but not with this method; the Allow header lists the methods it answers.",
  conflict: "The request clashes with the current state of what it changes.",
  payload_too_large:
    "The body is larger than the endpoint accepts (a batch is at most its documented size).",
  rate_limited:
    "Over the key's per-minute limit. Wait the seconds Retry-After gives, then send it again.",
  quota_exceeded:
    "The account's calls for this month are used up (or a batch needs more than are left). Calls renew at the start of the next month, 00:00 UTC on the 1st: Retry-After gives the seconds until then and the message the moment (ISO 8601, UTC). Enterprise volumes are agreed with sales.",
  invalid_credentials: "The web app's sign-in: the email or password is wrong. Not an API answer.",
  email_not_verified:
    "The web app's sign-in: the account's email is not confirmed yet. Not an API answer.",
  email_taken: "The web app's sign-up: an account already has this email. Not an API answer.",
  payment_required:
    "The web app: an analysis needs a plan or a report credit. Not an API answer (the API answers `forbidden`).",
  specs_incomplete:
    "The specs are not enough to price the stone (the four Cs, or a listing URL or certificate that states them). Add the missing specs.",
  not_priceable:
    "The market data cannot price this stone honestly: a natural diamond (`origin=natural`) whose specs the natural listings are too thin for, or whose shape they do not hold. The message says why and what the data hold.",
  valuation_date_out_of_range:
    "The `valuationDate` is before the market data begin or after today; the message names the days that can be valued (from the data's first day, February 2021, to today). Send a day in that range, or none for today. Not billed.",
  unprocessable_file: "The web app's uploads: the file could not be read. Not an API answer.",
  market_unavailable:
    "The market data are still loading (just after a start or a refresh). Send it again in a minute; Retry-After says when.",
  database_unavailable:
    "Our database did not answer in time. Nothing was charged; send it again shortly.",
  internal:
    "Something failed on our side. Send it again; if it persists, contact us with the requestId.",
};

/**
 * Further documented uses of an endpoint, each a titled curl command on /api-docs below the
 * endpoint's own example.
 */
export const apiUseCaseExamples: Record<
  string,
  { title: string; description: string; query: string }[]
> = {
  "GET /diamonds/analyze": [
    {
      title: "Value on the day it was bought",
      description:
        "For insurers and appraisers: the same stone valued for its purchase day. The answer's `basis.valuationDate` is that day and `timeNote` opens with `Valued for`; comparables are the listings seen by then. A day before the market data begin (February 2021) or after today is refused with `valuation_date_out_of_range`.",
      query:
        "carat=1.01&cut=Ideal&color=G&clarity=VS1&shape=round&listedPrice=1450&valuationDate=2024-03-15",
    },
  ],
};

/**
 * The request each endpoint's documented example sends (a stone the market data can price): the
 * curl command on /api-docs, and the call whose real answer `npm run api:examples` records.
 */
export const apiExampleRequests: Record<string, { query?: string; csv?: string }> = {
  "GET /diamonds/analyze": {
    query: "carat=1.01&cut=Ideal&color=G&clarity=VS1&shape=round&listedPrice=1450",
  },
  "GET /diamonds/compare": { query: "carat=1.01&cut=Ideal&color=G&clarity=VS1&shape=round" },
  "POST /diamonds/analyze/batch": {
    csv: "carat,cut,color,clarity,listedPrice\n1.01,Ideal,G,VS1,1450\n1.50,Excellent,F,VS2,2900\n",
  },
  "GET /market/trends": { query: "shape=round&caratMin=0.9&caratMax=1.1&color=G&clarity=VS1" },
  "GET /retailers": {},
};
