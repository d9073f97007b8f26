import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  activeSubscription,
  callsTo,
  jsonResponse,
  mockApi,
  notSubscribed,
  signedInSession,
  signedOutSession,
} from "@/test/mock-api";
import { renderApp } from "@/test/render-app";

function banner() {
  return screen.getByRole("banner");
}

describe("Header", () => {
  it("shows Sign In and Get Started links to /auth when signed out", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    renderApp("/about");

    const signIn = await within(banner()).findByRole("link", { name: "Sign In" });
    const getStarted = within(banner()).getByRole("link", { name: "Get Started" });
    expect(signIn.getAttribute("href")).toBe("/auth");
    expect(getStarted.getAttribute("href")).toBe("/auth");
    expect(within(banner()).queryByRole("button", { name: "Sign Out" })).toBeNull();
  });

  it("links to the main pages", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    renderApp("/about");

    const nav = within(banner()).getByRole("navigation", { name: "Main" });
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/", "/how-it-works", "/about", "/pricing", "/contact"]);
    expect(within(banner()).getByRole("link", { name: "FairCarat" }).getAttribute("href")).toBe(
      "/",
    );
  });

  it("shows the email and Sign Out when signed in, and signs out to /", async () => {
    const fetchMock = mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedInSession),
      "GET /api/subscription": () => jsonResponse(200, notSubscribed),
      "POST /api/auth/sign-out": () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp("/pricing");

    const signOut = await within(banner()).findByRole("button", { name: "Sign Out" });
    // The desktop bar shows the email next to Sign Out (the mobile panel repeats both, hidden).
    expect(signOut.parentElement?.textContent).toContain("ada@example.com");
    expect(within(banner()).queryByRole("link", { name: "Sign In" })).toBeNull();

    fireEvent.click(signOut);

    await within(banner()).findByRole("link", { name: "Sign In" });
    expect(callsTo(fetchMock, "POST /api/auth/sign-out")).toHaveLength(1);
    expect(router.state.location.pathname).toBe("/");
  });

  it("collapses navigation into a menu that closes when a link is clicked", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    const { router } = renderApp("/");

    const toggle = within(banner()).getByRole("button", { name: "Open menu" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeNull();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe("Close menu");
    expect(panel?.hidden).toBe(false);
    const menu = within(panel as HTMLElement);
    await menu.findByRole("link", { name: "Get Started" });

    fireEvent.click(menu.getByRole("link", { name: "Pricing" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
    expect(panel?.hidden).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-label")).toBe("Open menu");
  });

  it("shows subscribers 'Unlimited Access Active' in the bar and in the mobile menu", async () => {
    mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedInSession),
      "GET /api/subscription": () => jsonResponse(200, activeSubscription),
    });
    renderApp("/about");

    const badges = await within(banner()).findAllByText("Unlimited Access Active");
    const toggle = within(banner()).getByRole("button", { name: "Open menu" });
    const panel = document.getElementById(
      toggle.getAttribute("aria-controls") ?? "",
    ) as HTMLElement;
    // One in the desktop bar (its words read out even where only the crown shows), one in the menu.
    expect(badges.filter((badge) => !panel.contains(badge))).toHaveLength(1);
    expect(badges.filter((badge) => panel.contains(badge))).toHaveLength(1);

    fireEvent.click(toggle);
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText("Unlimited Access Active")).toBeTruthy();
  });

  it("shows no subscription badge to a signed-in user without a subscription", async () => {
    mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedInSession),
      "GET /api/subscription": () => jsonResponse(200, notSubscribed),
    });
    const { queryClient } = renderApp("/about");

    await within(banner()).findByRole("button", { name: "Sign Out" });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(banner()).queryByText("Unlimited Access Active")).toBeNull();
  });
});
