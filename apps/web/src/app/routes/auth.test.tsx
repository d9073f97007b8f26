import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred } from "@/test/fake-tab";
import {
  callsTo,
  errorResponse,
  jsonResponse,
  mockApi,
  notSubscribed,
  sentJson,
  signedInSession,
  signedOutSession,
} from "@/test/mock-api";
import { renderApp } from "@/test/render-app";

function fill(label: string, value: string, form: HTMLElement) {
  const input = [...form.querySelectorAll("input")].find(
    (el) => el.labels?.[0]?.textContent === label,
  );
  if (!input) throw new Error(`No input labelled ${label}`);
  fireEvent.change(input, { target: { value } });
  return input;
}

async function openSignUp() {
  fireEvent.mouseDown(screen.getByRole("tab", { name: "Sign Up" }), { button: 0 });
  return screen.findByRole("form", { name: "Sign up" });
}

describe("Auth page", () => {
  it("blocks a sign-up password shorter than 6 characters with the rule's message", async () => {
    const fetchMock = mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedOutSession),
    });
    renderApp("/auth");

    const form = await openSignUp();
    expect(screen.getByText("At least 6 characters")).toBeTruthy();
    fill("Full Name", "Ada Lovelace", form);
    fill("Email", "ada@example.com", form);
    const password = fill("Password", "12345", form);
    expect(password.getAttribute("minlength")).toBe("6");
    fireEvent.submit(form);

    expect(await screen.findByText("Sign Up Failed")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST /api/auth/sign-up")).toHaveLength(0);
  });

  it("signs up, then switches to Sign In with the email filled in", async () => {
    const fetchMock = mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedOutSession),
      "POST /api/auth/sign-up": () =>
        jsonResponse(201, {
          user: { ...signedInSession.user, emailVerified: false },
          verificationRequired: true,
        }),
    });
    renderApp("/auth");

    const form = await openSignUp();
    fill("Full Name", "Ada Lovelace", form);
    fill("Email", "Ada@Example.com ", form);
    fill("Password", "secret123", form);
    fireEvent.submit(form);

    expect(await screen.findByText("Check your email!")).toBeTruthy();
    const signInForm = await screen.findByRole("form", { name: "Sign in" });
    expect((signInForm.querySelector('input[name="email"]') as HTMLInputElement).value).toBe(
      "ada@example.com",
    );
    const [, init] = callsTo(fetchMock, "POST /api/auth/sign-up")[0] ?? [];
    expect(sentJson(init)).toEqual({
      email: "ada@example.com",
      password: "secret123",
      fullName: "Ada Lovelace",
    });
  });

  it("shows the API message when sign in fails", async () => {
    mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedOutSession),
      "POST /api/auth/sign-in": () =>
        errorResponse(401, "invalid_credentials", "Invalid email or password"),
    });
    renderApp("/auth");

    const form = await screen.findByRole("form", { name: "Sign in" });
    fill("Email", "ada@example.com", form);
    fill("Password", "wrong-password", form);
    fireEvent.submit(form);

    expect(await screen.findByText("Sign In Failed")).toBeTruthy();
    expect(screen.getByText("Invalid email or password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
  });

  it("signs in, welcomes the user back and goes home", async () => {
    const answer = deferred<Response>();
    mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedOutSession),
      "POST /api/auth/sign-in": () => answer.promise,
      "GET /api/subscription": () => jsonResponse(200, notSubscribed),
    });
    const { router } = renderApp("/auth");

    const form = await screen.findByRole("form", { name: "Sign in" });
    fill("Email", "ada@example.com", form);
    fill("Password", "secret123", form);
    fireEvent.submit(form);

    expect(
      (await screen.findByRole("button", { name: "Signing In..." })).hasAttribute("disabled"),
    ).toBe(true);
    answer.resolve(jsonResponse(200, signedInSession));
    expect(await screen.findByText("Welcome back!")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("sends a signed-in visitor home", async () => {
    mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedInSession),
      "GET /api/subscription": () => jsonResponse(200, notSubscribed),
    });
    const { router } = renderApp("/auth");

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
