/** The first validation message of a failed zod `safeParse`, for a toast. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? "Please check the form and try again.";
}
