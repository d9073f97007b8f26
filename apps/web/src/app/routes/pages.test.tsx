import { pageHeads, paths } from "@faircarat/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi, signedOutSession } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";

const titles = Object.fromEntries(
  Object.entries(pageHeads).map(([path, head]) => [path, head.title]),
);

const forbidden = /coming soon|lorem ipsum|placeholder|todo|tbd/i;

describe.each(Object.values(paths))("page %s", (path) => {
  it("renders one h1, its title, the shared header and footer, and no console errors", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    const error = vi.spyOn(console, "error");
    renderApp(path);

    await screen.findAllByRole("link", { name: "Get Started" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(titles[path]));
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("contentinfo").textContent).toContain("© 2026 FairCarat");
    expect(document.body.textContent).not.toMatch(forbidden);
    expect(error).not.toHaveBeenCalled();
  });
});

describe("page content", () => {
  it("shows the transaction ID from session_id on the payment success page", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    renderApp("/payment-success?session_id=cs_test_abcdef0123456789");

    expect(await screen.findByText("Payment Successful!", { selector: "h1" })).toBeTruthy();
    expect(screen.getByText("23456789")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Analysis" }).getAttribute("href")).toBe(
      "/#analyzer",
    );
    expect(screen.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
  });

  it("has the sections the footer anchors point to on the home page", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    renderApp("/");

    for (const id of ["analyzer", "how-it-works", "pricing", "diamond-guide", "about", "contact"]) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
  });

  it("says the terms give 30 days notice of price changes", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    renderApp("/terms");

    expect(screen.getByText(/30 days notice/)).toBeTruthy();
  });
});
