import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { CertificateFields } from "@faircarat/contracts";
import { describe, expect, it, vi } from "vitest";
import { fieldsStillFilled, type CertificateFill } from "../certificate-fill";
import { useAnalyzer } from "../hooks/use-analyzer";
import { AnalyzerForm } from "./analyzer-form";
import { filledNote } from "./analyzer-field";

/** The hook and the form as the home page wires them, with the certificate fills under test. */
function Analyzer({ expose }: { expose: (analyzer: ReturnType<typeof useAnalyzer>) => void }) {
  const analyzer = useAnalyzer({
    access: { signedIn: true, entitled: true },
    onSignInRequired: vi.fn(),
    onPlanRequired: vi.fn(),
  });
  expose(analyzer);
  return (
    <AnalyzerForm
      form={analyzer.form}
      onFieldChange={analyzer.setField}
      onSubmit={analyzer.submit}
      problems={analyzer.problems}
      refusals={analyzer.refusals}
      filledFields={fieldsStillFilled(fills, analyzer.form)}
      analyzing={false}
      waiting={false}
    />
  );
}
let fills: CertificateFill[] = [];

function renderAnalyzer() {
  let latest: ReturnType<typeof useAnalyzer> | null = null;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Analyzer expose={(analyzer) => (latest = analyzer)} />
    </QueryClientProvider>,
  );
  return () => latest!;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const messageOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");
const analyze = () => fireEvent.click(screen.getByRole("button", { name: "Analyze Diamond" }));

describe("AnalyzerForm with useAnalyzer", () => {
  it("marks each missing field with its message and focuses the first; an oval is never asked a cut", () => {
    renderAnalyzer();
    fireEvent.change(screen.getByLabelText("Shape"), { target: { value: "oval" } });
    fireEvent.change(field("Listed Price"), { target: { value: "$1,450" } });
    analyze();
    expect(field("Carat").getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(field("Carat"))).toBe("Enter the carat weight, or a listing URL.");
    expect(field("Color").getAttribute("aria-invalid")).toBe("true");
    expect(field("Clarity").getAttribute("aria-invalid")).toBe("true");
    expect(field("Cut (optional)").getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(field("Carat"));

    // Typing the carat clears its mark only.
    fireEvent.change(field("Carat"), { target: { value: "1.52" } });
    expect(field("Carat").getAttribute("aria-invalid")).toBeNull();
    expect(field("Color").getAttribute("aria-invalid")).toBe("true");
  });

  it("opens the folded Report details on a refusal naming one of its fields, and focuses it once they load", async () => {
    renderAnalyzer();
    for (const [label, value] of [
      ["Carat", "1.5"],
      ["Cut", "Excellent"],
      ["Color", "G"],
      ["Clarity", "VS1"],
      ["Listed Price", "$2,450"],
    ] as const)
      fireEvent.change(field(label), { target: { value } });
    const toggle = screen.getByRole("button", { name: /^Report details/ });
    fireEvent.click(toggle);
    fireEvent.change(await screen.findByLabelText("Girdle"), { target: { value: "Thin\u0000" } });
    // Folded by the buyer: the fields are gone from the page until it opens again.
    fireEvent.click(toggle);
    expect(screen.queryByLabelText("Girdle")).toBeNull();
    analyze();
    const girdle = await screen.findByLabelText("Girdle");
    expect(girdle.getAttribute("aria-invalid")).toBe("true");
    await vi.waitFor(() => expect(document.activeElement).toBe(girdle));
  });

  it("marks and focuses the listed price a listing URL came without", () => {
    renderAnalyzer();
    fireEvent.change(field("Listing URL Recommended"), {
      target: { value: "https://www.vrai.com/diamond/oval-1-52" },
    });
    analyze();
    const price = field("Listed Price");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(price)).toBe("Enter the price the listing asks, e.g. $8,500.");
    expect(document.activeElement).toBe(price);
    fireEvent.change(price, { target: { value: "about a grand" } });
    analyze();
    expect(messageOf(field("Listed Price"))).toBe(
      "Enter the price as a number above 0, e.g. $8,500.",
    );
  });

  it("fills a read certificate into the empty fields at once, keeps what was typed, says what it filled and undoes it", () => {
    const analyzer = renderAnalyzer();
    fireEvent.change(field("Color"), { target: { value: "G" } });
    const read: CertificateFields = {
      lab: "IGI",
      reportNumber: "LG756580087",
      shape: "oval",
      carat: 1.52,
      color: "F",
      clarity: "VS1",
    };
    let fill: CertificateFill = [];
    act(() => {
      fill = analyzer().fillEmpty(read);
    });
    fills = [fill];
    expect(fill).toEqual([
      ["carat", "1.52"],
      ["clarity", "VS1"],
      ["shape", "oval"],
      ["certificateNumber", "LG756580087"],
    ]);
    // Re-render with the fills known (the home page keeps them in its state).
    fireEvent.change(field("Color"), { target: { value: "G " } });
    expect(field("Carat").value).toBe("1.52");
    expect(field("Color").value).toBe("G ");
    expect(messageOf(field("Carat"))).toBe(filledNote);
    expect(messageOf(field("Color"))).toBe("");

    // The buyer corrects the clarity, then undoes the filling: the correction stays.
    fireEvent.change(field("Clarity"), { target: { value: "VS2" } });
    act(() => analyzer().undoFill(fill));
    expect(field("Carat").value).toBe("");
    expect(field("Clarity").value).toBe("VS2");
    expect(screen.getByLabelText<HTMLSelectElement>("Shape").value).toBe("");
    fills = [];
  });

  it("analyses a GIA Premium round with no cut: the cut is optional beside the assessment, and says why", () => {
    const analyzer = renderAnalyzer();
    act(() => {
      analyzer().fillEmpty({ lab: "GIA", shape: "round", carat: 1.52, assessment: "Premium" });
    });
    expect(field("Cut (optional)").getAttribute("aria-describedby")).toBeTruthy();
    expect(messageOf(field("Cut (optional)"))).toMatch(
      /^GIA's Premium and Standard reports print no cut grade/,
    );
  });
});
