/** The subset of pino the domain uses, so tests can pass a silent or recording logger. */
export interface Logger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
