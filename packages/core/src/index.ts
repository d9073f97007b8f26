export { createAnalysis, type AnalysesContext, type ExtractedListing } from "./analyses/create-analysis";
export { listAnalyses } from "./analyses/list-analyses";
export { createMarketPricing, type MarketPricing, type PricingSnapshot } from "./analyses/market-pricing";
export { createAuth, type Auth, type AuthOptions } from "./accounts/create-auth";
export { getSession } from "./accounts/get-session";
export { signIn, type SignedIn } from "./accounts/sign-in";
export { signOut } from "./accounts/sign-out";
export { signUp, type AccountsContext } from "./accounts/sign-up";
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
export type { PaymentProvider } from "./billing/providers/payment-provider";
export { createTestProvider } from "./billing/providers/test-provider";
export { startCheckout } from "./billing/start-checkout";
export { sendContactMessage } from "./contact/send-contact-message";
export { DomainError } from "./errors";
export { silentLogger, type Logger } from "./logger";
export { importMarketFeed, type MarketImportContext, type MarketImportOptions } from "./market/import-market-feed";
export { loadMarketListings } from "./market/load-market-listings";
export type { MarketImportProgress, MarketImportResult, MarketImportSummary } from "./market/market-import-summary";
export { refreshMarketFeed } from "./market/refresh-market-feed";
export { createMailer, type Mailer, type MailMessage } from "./mail/mailer";
export { consumeRateLimit, pruneRateLimitBuckets, type RateLimitRule } from "./rate-limit/consume-rate-limit";
export { enforceRateLimits, RateLimitedError } from "./rate-limit/enforce-rate-limits";
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
export { certificateReasons, createCertificateReader, type CertificateReader, type CertificateReaderOptions } from "./certificates/read-certificate";
export { createOpenAiCompatibleWriter, type OpenAiCompatibleOptions } from "./assistant/llm/openai-compatible-writer";
