import type { ErrorCode } from "@faircarat/contracts";

/** An expected failure of a domain rule. Transports map `code` to their own status. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
