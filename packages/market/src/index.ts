export { FeedNotFoundError, listFeedFiles, type FeedFile } from "./feed/list-feed-files";
export { normaliseFeedRow } from "./feed/normalise-feed-row";
export { readFeedListings, type FeedListings } from "./feed/read-feed-listings";
export { streamFeedRows, type FeedEvent } from "./feed/stream-feed-rows";
export { detectLab, verifyUrl } from "./certificate/certificate-lab";
export { parseCertificateText } from "./certificate/parse-certificate-text";
export { normaliseIndexRow } from "./index-feed/normalise-index-row";
export {
  readIndexCells,
  streamIndexCells,
  INDEX_FILE_EXTENSIONS,
  type IndexCells,
  type IndexEvent,
  type IndexSourceFile,
} from "./index-feed/read-index-cells";
export { refusesWholeFile, type RecordPosition } from "./csv/stream-csv-records";
