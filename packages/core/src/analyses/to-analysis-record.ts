import type { AnalysisRecord } from "@faircarat/contracts";
import type { tables } from "@faircarat/db";

type Row = Omit<
  typeof tables.diamondAnalyses.$inferSelect,
  "entitlement" | "userId" | "idempotencyKey"
>;

/** A stored analysis in the spec's field names, money in US dollars. */
export function toAnalysisRecord(row: Row): AnalysisRecord {
  return {
    id: row.id,
    listing_url: row.listingUrl,
    carat: row.carat,
    cut: row.cut,
    color: row.color,
    clarity: row.clarity,
    certificate_number: row.certificateNumber,
    listed_price: row.listedPriceCents / 100,
    fair_market_value: row.fairMarketValueCents / 100,
    savings_amount: row.savingsAmountCents / 100,
    markup_percentage: row.markupPercentage,
    is_overpriced: row.isOverpriced,
    is_ethically_sourced: row.isEthicallySourced,
    analysis_data: row.analysisData as AnalysisRecord["analysis_data"],
    created_at: row.createdAt.toISOString(),
  };
}
