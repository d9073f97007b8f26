import { FeedNotFoundError, listFeedFiles, type FeedFile } from "@faircarat/market";

/**
 * The feed's files (of the given extensions in a folder), or null when the path does not exist (an
 * expected outcome, not an error).
 */
export async function feedFilesOrNull(
  source: string,
  extensions?: readonly string[],
): Promise<FeedFile[] | null> {
  try {
    return await listFeedFiles(source, extensions);
  } catch (error) {
    if (error instanceof FeedNotFoundError) return null;
    throw error;
  }
}
