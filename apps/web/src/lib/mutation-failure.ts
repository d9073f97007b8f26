import type { Mutation } from "@tanstack/react-query";
import { errorMessage } from "./api-client";
import { toast } from "./toast";

/**
 * How a failed write is told: a destructive toast with this title, described by the spec's fixed
 * words when given, else by the server's message. A mutation without one shows its error itself
 * (inline beside the form, or its own notice).
 */
export interface FailureNotice {
  title: string;
  description?: string;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: { failure?: FailureNotice };
  }
}

/**
 * The query client's one handler for every failed mutation that names its notice in `meta.failure`.
 */
export function showMutationFailure(
  error: unknown,
  _variables: unknown,
  _context: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
): void {
  const failure = mutation.meta?.failure;
  if (!failure) return;
  if (failure.description !== undefined)
    console.error(`${failure.title}: ${failure.description}`, error);
  toast.error(failure.title, { description: failure.description ?? errorMessage(error) });
}
