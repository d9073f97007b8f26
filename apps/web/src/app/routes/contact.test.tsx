import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  callsTo,
  errorResponse,
  jsonResponse,
  mockApi,
  sentJson,
  signedOutSession,
} from "@/test/mock-api";
import { renderApp } from "@/test/render-app";

const session = { "GET /api/auth/session": () => jsonResponse(200, signedOutSession) };
const receipt = { id: "msg-1", receivedAt: "2026-11-22T10:00:00.000Z" };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fill("First Name", "Ada");
  fill("Last Name", "Lovelace");
  fill("Email", "ada@example.com");
  fill("Subject", "A question");
  fill("Message", "Is a 1.5 ct G VS1 at $8,500 fair?");
}

describe("Contact page", () => {
  it("shows the form and the support card with the 24-hour promise", async () => {
    mockApi(session);
    renderApp("/contact");
    expect(await screen.findByRole("heading", { level: 1, name: "Contact Us" })).toBeTruthy();
    for (const label of ["First Name", "Last Name", "Email", "Subject", "Message"])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Email").type).toBe("email");
    expect(screen.getByLabelText("Message").tagName).toBe("TEXTAREA");
    expect(screen.getByRole("link", { name: "support@faircarat.com" }).getAttribute("href")).toBe(
      "mailto:support@faircarat.com",
    );
    expect(screen.getByText(/We reply within 24 hours/)).toBeTruthy();
  });

  it("prefills the subject from the address", async () => {
    mockApi(session);
    renderApp("/contact?subject=Enterprise%20demo");
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>("Subject").value).toBe("Enterprise demo"),
    );
  });

  it("refuses an invalid email without sending, and keeps what was typed", async () => {
    const fetchMock = mockApi({
      ...session,
      "POST /api/contact": () => jsonResponse(201, receipt),
    });
    renderApp("/contact");
    await screen.findByLabelText("Email");
    fillValid();
    fill("Email", "ada-at-example");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    const message = await screen.findByText("Please enter a valid email address.", {
      selector: "p",
    });
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toBe(message.id);
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(fetchMock, "POST /api/contact")).toHaveLength(0);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Message").value).toBe(
      "Is a 1.5 ct G VS1 at $8,500 fair?",
    );
  });

  it("sends the message, then confirms it with the reply promise", async () => {
    const fetchMock = mockApi({
      ...session,
      "POST /api/contact": () => jsonResponse(201, receipt),
    });
    renderApp("/contact");
    await screen.findByLabelText("Email");
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("heading", { name: "Message sent" })).toBeTruthy();
    expect(screen.getByText(/will reply to/).textContent).toContain("ada@example.com");
    expect(await screen.findByText("Message Sent")).toBeTruthy();
    const [call] = callsTo(fetchMock, "POST /api/contact");
    expect(sentJson(call?.[1])).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      subject: "A question",
      message: "Is a 1.5 ct G VS1 at $8,500 fair?",
    });
  });

  it("keeps the typed message when sending fails", async () => {
    mockApi({
      ...session,
      "POST /api/contact": () =>
        errorResponse(429, "rate_limited", "Too many messages. Please try again later."),
    });
    renderApp("/contact");
    await screen.findByLabelText("Email");
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Too many messages. Please try again later.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>("Message").value).toBe(
      "Is a 1.5 ct G VS1 at $8,500 fair?",
    );
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send Message" }).disabled).toBe(
      false,
    );
  });
});
