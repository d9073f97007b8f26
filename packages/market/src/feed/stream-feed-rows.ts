import type { MarketListing } from "@faircarat/contracts";
import { streamCsvRecords, type RecordPosition } from "../csv/stream-csv-records";
import type { FeedFile } from "./list-feed-files";
import { requiredFeedColumns } from "./feed-row";
import { normaliseFeedRow } from "./normalise-feed-row";

export type FeedEvent = (
  { kind: "listing"; listing: MarketListing } | { kind: "rejected"; reason: string }
) &
  RecordPosition;

/**
 * Streams the files record by record, normalising each; bad records become `rejected` events, never
 * silence.
 */
export async function* streamFeedRows(files: FeedFile[]): AsyncGenerator<FeedEvent> {
  for await (const event of streamCsvRecords(files, {
    normalise: normaliseFeedRow,
    requiredColumns: requiredFeedColumns,
  })) {
    if (event.kind === "accepted") {
      const { value, ...position } = event;
      yield { ...position, kind: "listing", listing: value };
    } else yield event;
  }
}
