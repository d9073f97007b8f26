import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi, signedOutSession } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";

describe("Not-found page", () => {
  it("shows 404 with a link home and logs the path as a warning", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");

    renderApp("/no-such-page");

    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeTruthy();
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(warn).toHaveBeenCalledWith(expect.any(String), "/no-such-page");
    expect(error).not.toHaveBeenCalled();
    expect(document.title).toBe("Page Not Found | FairCarat");
  });

  it("shows 404 for a route written in other letter case, as the server's 404 status says", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    vi.spyOn(console, "warn").mockImplementation(() => {});

    renderApp("/PRICING");

    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Simple, Transparent Pricing" })).toBeNull();
  });
});
