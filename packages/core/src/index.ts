export { createAnalysis, type AnalysisCall } from "./analyses/create-analysis";
export type { AnalysesContext, ExtractedListing } from "./analyses/analyses-context";
export { listAnalyses } from "./analyses/list-analyses";
export { RecentSubscribers } from "./analyses/recent-subscribers";
export {
  createMarketPricing,
  type MarketPricing,
  type PricingSnapshot,
} from "./analyses/market-pricing";
export {
  runClusterJob,
  type ClusterJobOptions,
  type ClusterJobResult,
} from "./cluster/run-cluster-job";
export {
  fitStoredModelIfDue,
  type ModelFitter,
  type PricingFitOutcome,
} from "./pricing-models/fit-stored-model";
export { createAuth, type Auth, type AuthOptions } from "./accounts/create-auth";
export { getSession } from "./accounts/get-session";
export { signIn, type SignedIn } from "./accounts/sign-in";
export { signOut } from "./accounts/sign-out";
export { signUp, type AccountsContext } from "./accounts/sign-up";
export { verifyEmail } from "./accounts/verify-email";
export type { BillingContext } from "./billing/billing-context";
export { applyBillingEvent } from "./billing/events/apply-billing-event";
export type { BillingEvent } from "./billing/events/billing-event";
export { getCheckoutSession } from "./billing/get-checkout-session";
export { countReportCredits, getSubscriptionStatus } from "./billing/get-subscription-status";
export { handleStripeWebhook, type StripeWebhookDeps } from "./billing/handle-stripe-webhook";
export { openCustomerPortal } from "./billing/open-customer-portal";
export { createStripeProvider, type StripePrices } from "./billing/providers/stripe-provider";
export {
  cancelTestCheckout,
  cancelTestSubscriptions,
  completeTestCheckout,
  findOpenTestCheckout,
  listTestSubscriptions,
} from "./billing/providers/test-checkout";
export {
  ProviderOutcomeUnknownError,
  type CheckoutRequest,
  type PaymentProvider,
} from "./billing/providers/payment-provider";
export { createTestProvider } from "./billing/providers/test-provider";
export { checkoutIdempotencyKey, startCheckout } from "./billing/start-checkout";
export { sendContactMessage } from "./contact/send-contact-message";
export { DomainError } from "./errors";
export { silentLogger, type Logger } from "./logger";
export {
  importMarketFeed,
  type MarketImportContext,
  type MarketImportOptions,
} from "./market/import-market-feed";
export { loadMarketListings } from "./pricing-models/load-market-listings";
export type {
  IndexImportRecord,
  MarketImportProblem,
  MarketImportProgress,
  MarketImportResult,
  MarketImportSummary,
} from "./market/market-import-summary";
export { describeProblems } from "./market/market-import-summary";
export { MarketImportFailedError } from "./market/market-import-failed";
export { refreshMarketFeed } from "./market/refresh-market-feed";
export {
  createMarketDataWatch,
  readMarketDataStatus,
  type MarketDataStatus,
  type MarketDataWatch,
  type MarketSourceStatus,
} from "./market/market-data-status";
export { createMailer, type Mailer, type MailMessage } from "./mail/mailer";
export {
  MAIL_TO_RECIPIENT_PER_DAY,
  MAIL_TO_RECIPIENT_PER_HOUR,
  recipientKey,
} from "./mail/recipient-cap";
export {
  consumeRateLimit,
  pruneRateLimitBuckets,
  type RateLimitRule,
} from "./rate-limit/consume-rate-limit";
export { enforceRateLimits, RateLimitedError } from "./rate-limit/enforce-rate-limits";
export { databaseAnswers } from "./health/database-answers";
export {
  backoffSeconds,
  clearFailures,
  enforceBackoff,
  type BackoffRule,
} from "./rate-limit/failure-backoff";
export { deleteUpload } from "./uploads/delete-upload";
export { listOwnUploads } from "./uploads/find-own-upload";
export { readUpload } from "./uploads/read-upload";
export { readUploadThumbnail } from "./uploads/read-upload-thumbnail";
export { saveUpload } from "./uploads/save-upload";
export { toUploadedFile } from "./uploads/to-uploaded-file";
export type { UploadsContext } from "./uploads/uploads-context";
export { ObjectExistsError, type FileStorage } from "./uploads/storage/file-storage";
export { createLocalStorage } from "./uploads/storage/local-storage";
export { createS3Storage, type S3StorageOptions } from "./uploads/storage/s3-storage";
export type { AssistantContext } from "./assistant/assistant-context";
export { openChat, type ReplySink } from "./assistant/chat-about-analysis";
export { getConversation } from "./assistant/get-conversation";
export type { LlmWriter } from "./assistant/llm/llm-writer";
export {
  certificateReasons,
  createCertificateReader,
  type CertificateReader,
  type CertificateReaderOptions,
} from "./certificates/read-certificate";
export {
  createOpenAiCompatibleWriter,
  type OpenAiCompatibleOptions,
} from "./assistant/llm/openai-compatible-writer";
export { choosePaper } from "./reports/choose-paper";
export { exportHistoryCsv } from "./reports/history-csv";
export { loadOwnedRecord } from "./reports/load-owned-record";
export { ownerReportPdf } from "./reports/owner-report-pdf";
export { historyCsvFileName } from "./reports/report-file-names";
export {
  createReportShare,
  listReportShares,
  revokeReportShare,
} from "./reports/shares/manage-report-shares";
export { sharedReportPdf, viewSharedReport } from "./reports/shares/view-shared-report";
export { ValuationWithheldError, analyzeStone, type StoneInput } from "./analyses/analyze-stone";
export type { ApiContext } from "./api-access/api-context";
export { createApiKey, listApiKeys, revokeApiKey } from "./api-access/api-keys";
export { authenticateApiKey } from "./api-access/authenticate-api-key";
export type { ApiCaller } from "./api-access/api-caller";
export {
  consumeApiRate,
  flushApiCallLeases,
  QuotaExceededError,
  withApiCalls,
  type ApiRateState,
} from "./api-access/meter-api-calls";
export { compareRetailers } from "./market-insights/compare-retailers";
export { listMarketRetailers } from "./market-insights/list-market-retailers";
export { marketTrends } from "./market-insights/market-trends";
export {
  submitEnterpriseLead,
  type EnterpriseLeadContext,
} from "./enterprise/submit-enterprise-lead";
export { analyzeKeyedBatch, toStoneInput } from "./api-access/analyze-batch";
export { analyzeKeyedStone } from "./api-access/analyze-keyed-stone";
export { parseBatch } from "./api-access/parse-batch";
export type { TrackingContext } from "./tracking/tracking-context";
export {
  listTracked,
  trackDiamond,
  untrackDiamond,
  updateTracked,
} from "./tracking/manage-tracked";
export { repriceTrackedDiamonds, type RepriceOutcome } from "./tracking/reprice-tracked";
export {
  checkTrackedListings,
  type ListingCheckOptions,
  type ListingCheckOutcome,
} from "./tracking/check-tracked-listings";
export { sendAlertDigests, type DigestOutcome } from "./tracking/send-alert-digests";
export {
  isValidUnsubscribeLink,
  unsubscribeAlertEmails,
} from "./tracking/unsubscribe-alert-emails";
export { unsubscribeUrl } from "./tracking/unsubscribe-link";
export {
  observeListingReads,
  type ListingObserverOptions,
  type ObservationOutcome,
} from "./market-observations/observe-listing-reads";
export {
  createObservedComparables,
  type ObservedComparables,
} from "./market-observations/observed-comparables";
export { checkServingModel, type PricingModelCheck } from "./analyses/serving-model-check";
export { releaseHeldBackModel, type ReleaseOutcome } from "./pricing-models/release-model";
export { modelMoveReport, type ModelMoveReport } from "./pricing-models/model-move-report";
