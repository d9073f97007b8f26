import { useState } from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithClient } from "@/test/render-with-client";
import { mockApi } from "@/test/mock-api";
import { EnterpriseLeadDialog, type LeadSource } from "./enterprise-lead-dialog";

/** As the enterprise page opens it: from its Request Quote button, with no Radix trigger. */
function OpenedFromAButton() {
  const [source, setSource] = useState<LeadSource | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSource("request-quote")}>
        Request Quote
      </button>
      {source ? <EnterpriseLeadDialog source={source} onClose={() => setSource(null)} /> : null}
    </>
  );
}

describe("EnterpriseLeadDialog", () => {
  it("gives focus back to the button that opened it when it closes", async () => {
    mockApi({});
    renderWithClient(<OpenedFromAButton />);
    const requestQuote = screen.getByRole("button", { name: "Request Quote" });
    requestQuote.focus();
    fireEvent.click(requestQuote);
    const dialog = await screen.findByRole("dialog", { name: "Request a Quote" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(requestQuote));
  });
});
