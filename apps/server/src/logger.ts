import pino, { type DestinationStream } from "pino";

/** JSON lines with the process id in each, so lines from several processes can be told apart. */
export const createLogger = (level: string, destination?: DestinationStream) =>
  pino({ level, base: { pid: process.pid } }, destination);
