import type { MarketImportProgress } from "@faircarat/core";
import { formatCount } from "@faircarat/contracts/figures";

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

const BAR_WIDTH = 30;
const count = formatCount;

/**
 * A redrawn bar on a terminal; on a pipe or log file one plain line per tenth of the feed, so logs
 * stay readable.
 */
export function createImportProgress(output: Output) {
  let lastTenth = -1;
  return {
    update(progress: MarketImportProgress) {
      const fraction =
        progress.totalBytes > 0 ? Math.min(1, progress.bytesRead / progress.totalBytes) : 1;
      const figures = `${count(progress.read)} rows, ${count(progress.imported)} new, ${count(progress.updated)} updated, ${count(progress.unchanged)} unchanged, ${count(progress.rejected)} rejected`;
      if (output.isTTY) {
        const filled = Math.round(fraction * BAR_WIDTH);
        output.write(
          `\r[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}% ${figures}`,
        );
        return;
      }
      const tenth = Math.floor(fraction * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      output.write(`${tenth * 10}% ${figures}\n`);
    },
    done() {
      if (output.isTTY) output.write("\n");
    },
  };
}
