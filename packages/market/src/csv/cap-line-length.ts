import { Transform } from "node:stream";

const LF = 0x0a;
const CR = 0x0d;

/**
 * Passes lines of at most `maxLineBytes` through and replaces a longer one by an empty line (same
 * ending, so line numbers and the parser's record delimiter stay right), calling `onDropped` with
 * its line number. A line is held until its end is seen, so memory stays bounded by the limit
 * whatever the file holds, and a cut line never reaches the parser as a shorter record.
 */
export function capLineLength(
  maxLineBytes: number,
  onDropped: (line: number, bytes: number) => void,
): Transform {
  let line = 1;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let droppedBytes = 0;
  let dropping = false;
  let previousByte = -1;

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const out: Buffer[] = [];
      let start = 0;
      while (start < chunk.length) {
        const newline = chunk.indexOf(LF, start);
        const end = newline === -1 ? chunk.length : newline + 1;
        const piece = chunk.subarray(start, end);
        if (dropping) droppedBytes += piece.length;
        else if (pendingBytes + piece.length > maxLineBytes) {
          dropping = true;
          droppedBytes = pendingBytes + piece.length;
          pending = [];
          pendingBytes = 0;
        } else {
          pending.push(piece);
          pendingBytes += piece.length;
        }
        if (newline !== -1) {
          const crlf = (newline > 0 ? chunk[newline - 1] : previousByte) === CR;
          if (dropping) {
            onDropped(line, droppedBytes);
            out.push(Buffer.from(crlf ? "\r\n" : "\n"));
          } else out.push(...pending);
          pending = [];
          pendingBytes = 0;
          dropping = false;
          line += 1;
        }
        start = end;
      }
      previousByte = chunk.length > 0 ? chunk[chunk.length - 1]! : previousByte;
      done(null, out.length > 0 ? Buffer.concat(out) : undefined);
    },
    flush(done) {
      if (dropping) onDropped(line, droppedBytes);
      done(null, dropping || pending.length === 0 ? undefined : Buffer.concat(pending));
    },
  });
}
