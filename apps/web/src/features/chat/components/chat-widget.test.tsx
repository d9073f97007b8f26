import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Verdict } from "@faircarat/contracts";
import { chatRequestSchema, suggestedChatQuestions } from "@faircarat/contracts/chat";
import { deferred } from "@/test/fake-tab";
import {
  callsTo,
  chatReply,
  errorResponse,
  eventStream,
  jsonResponse,
  mockApi,
  sentJson,
} from "@/test/mock-api";
import ChatWidget from "./chat-widget";

const chatPath = "/api/analyses/a1/chat";
const emptyConversation = () => jsonResponse(200, { messages: [] });

function renderWidget(verdict?: Verdict) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ChatWidget analysisId="a1" verdict={verdict} />
      <Toaster />
    </QueryClientProvider>,
  );
}
const openChat = () =>
  fireEvent.click(screen.getByRole("button", { name: "Open Diamond Expert AI chat" }));
const input = () => screen.getByRole("textbox", { name: "Ask Diamond Expert AI a question" });
const log = () => screen.getByRole("log", { name: "Conversation" });
/** Types a question and presses Enter. */
const ask = (question: string) => {
  fireEvent.change(input(), { target: { value: question } });
  fireEvent.keyDown(input(), { key: "Enter" });
};

/** Opens the chat and asks a question whose reply the test then streams event by event. */
function askWithStreamedReply(question: string) {
  const stream = eventStream();
  const fetchMock = mockApi({
    [`GET ${chatPath}`]: emptyConversation,
    [`POST ${chatPath}`]: () => stream.response,
  });
  renderWidget();
  openChat();
  ask(question);
  return { stream, fetchMock };
}

afterEach(() => vi.useRealTimers());

describe("ChatWidget", () => {
  it("opens from the bubble with exactly the five suggested questions and focus in the input; Escape closes it", async () => {
    mockApi({ [`GET ${chatPath}`]: emptyConversation });
    renderWidget();
    openChat();
    const suggestions = within(
      screen.getByRole("list", { name: "Suggested questions" }),
    ).getAllByRole("button");
    expect(suggestions.map((b) => b.textContent)).toEqual([...suggestedChatQuestions]);
    expect(document.activeElement).toBe(input());
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Open Diamond Expert AI chat" }),
    );
  });

  it.each([
    ["fair", "Is this a good deal?"],
    ["below-market", "Is this a good deal?"],
    ["above-market", "Why is your fair value different from the retailer's price?"],
    ["too-little-data", "How confident is this estimate?"],
    ["overpriced", "Why is this diamond overpriced?"],
  ] as const)("suggests first a question that fits a %s verdict (issue 39)", (verdict, first) => {
    mockApi({ [`GET ${chatPath}`]: emptyConversation });
    renderWidget(verdict);
    openChat();
    const suggestions = within(
      screen.getByRole("list", { name: "Suggested questions" }),
    ).getAllByRole("button");
    expect(suggestions.map((b) => b.textContent)).toEqual([
      first,
      ...suggestedChatQuestions.slice(1),
    ]);
    if (verdict !== "overpriced")
      expect(suggestions.map((b) => b.textContent)).not.toContain(
        "Why is this diamond overpriced?",
      );
  });

  it("fills the input with a clicked suggestion and sends it after 100 ms, with a typing indicator", async () => {
    const reply = deferred<Response>();
    const fetchMock = mockApi({
      [`GET ${chatPath}`]: emptyConversation,
      [`POST ${chatPath}`]: () => reply.promise,
    });
    renderWidget();
    openChat();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: suggestedChatQuestions[0] }));
    expect(input()).toHaveProperty("value", suggestedChatQuestions[0]);
    expect(callsTo(fetchMock, `POST ${chatPath}`)).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    vi.useRealTimers();
    await waitFor(() => expect(callsTo(fetchMock, `POST ${chatPath}`)).toHaveLength(1));
    const sent = sentJson(callsTo(fetchMock, `POST ${chatPath}`)[0]?.[1]);
    expect(sent).toEqual({ messages: [{ role: "user", content: suggestedChatQuestions[0] }] });
    expect(screen.getByRole("status").textContent).toContain("Diamond Expert AI is typing");
    reply.resolve(chatReply("Listed at **$20,000**.\n\n- First\n- Second", "built-in"));
    await waitFor(() => expect(within(log()).getByText("$20,000").tagName).toBe("STRONG"));
    expect(
      within(log())
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toContain("First");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sends on Enter but not Shift+Enter, trims, ignores empty input and blocks sending while pending", async () => {
    const reply = deferred<Response>();
    const fetchMock = mockApi({
      [`GET ${chatPath}`]: emptyConversation,
      [`POST ${chatPath}`]: () => reply.promise,
    });
    renderWidget();
    openChat();
    ask("   ");
    fireEvent.change(input(), { target: { value: "  What about 1.4 ct?  " } });
    fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
    expect(callsTo(fetchMock, `POST ${chatPath}`)).toHaveLength(0);
    fireEvent.keyDown(input(), { key: "Enter" });
    await waitFor(() => expect(callsTo(fetchMock, `POST ${chatPath}`)).toHaveLength(1));
    expect(sentJson(callsTo(fetchMock, `POST ${chatPath}`)[0]?.[1]).messages[0].content).toBe(
      "What about 1.4 ct?",
    );
    ask("Another");
    expect(callsTo(fetchMock, `POST ${chatPath}`)).toHaveLength(1);
    reply.resolve(chatReply("ok", "built-in"));
    await waitFor(() => expect(within(log()).getByText("ok")).toBeTruthy());
    expect(callsTo(fetchMock, `POST ${chatPath}`)).toHaveLength(1);
  });

  it("on error shows the 'Error' toast with the message and removes the last message", async () => {
    mockApi({
      [`GET ${chatPath}`]: emptyConversation,
      [`POST ${chatPath}`]: () =>
        errorResponse(
          429,
          "rate_limited",
          "Too many attempts. Please wait a minute and try again.",
        ),
    });
    renderWidget();
    openChat();
    ask("Will it hold its value?");
    expect(within(log()).getByText("Will it hold its value?")).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText("Too many attempts. Please wait a minute and try again."),
      ).toBeTruthy(),
    );
    expect(screen.getByText("Error")).toBeTruthy();
    expect(within(log()).queryByText("Will it hold its value?")).toBeNull();
    expect(log().querySelectorAll(":scope > ol > li")).toHaveLength(0);
  });

  it.each([
    ["a NUL", "Is it eye\u0000clean?"],
    ["half an emoji", "A broken half \uD83D of an emoji"],
  ])(
    "refuses a message with %s in plain words, sends nothing and keeps it in the input",
    async (_, typed) => {
      const fetchMock = mockApi({
        [`GET ${chatPath}`]: emptyConversation,
        [`POST ${chatPath}`]: () => chatReply("ok", "built-in"),
      });
      renderWidget();
      openChat();
      ask(typed);
      const notice = await screen.findByText(
        "Your message contains a character we cannot accept. Please remove it and try again.",
      );
      expect(
        within(notice.closest("[data-sonner-toast]") as HTMLElement).getByText("Error"),
      ).toBeTruthy();
      expect(input()).toHaveProperty("value", typed);
      expect(log().querySelectorAll(":scope > ol > li")).toHaveLength(0);
      expect(callsTo(fetchMock, `POST ${chatPath}`)).toHaveLength(0);
    },
  );

  it("puts a question that got no answer back into the input, so nothing typed is lost", async () => {
    mockApi({
      [`GET ${chatPath}`]: emptyConversation,
      [`POST ${chatPath}`]: () => errorResponse(500, "internal", "Internal server error."),
    });
    renderWidget();
    openChat();
    ask("Is it eye-clean?");
    await waitFor(() =>
      expect(screen.getByText("Failed to get response. Please try again.")).toBeTruthy(),
    );
    await waitFor(() => expect(input()).toHaveProperty("value", "Is it eye-clean?"));
  });

  it("shows 'Failed to get response. Please try again.' when the server or network fails", async () => {
    mockApi({
      [`GET ${chatPath}`]: emptyConversation,
      [`POST ${chatPath}`]: () => errorResponse(500, "internal", "Internal server error."),
    });
    renderWidget();
    openChat();
    ask("Is it eye-clean?");
    await waitFor(() =>
      expect(screen.getByText("Failed to get response. Please try again.")).toBeTruthy(),
    );
    expect(log().querySelectorAll(":scope > ol > li")).toHaveLength(0);
  });

  it("sends a trimmed tail of a long conversation, within the request limits", async () => {
    const long = "x".repeat(5000);
    const stored = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: i % 2 ? long : `q${i}`,
      author: null,
      createdAt: "2026-11-22T10:00:00.000Z",
    }));
    const fetchMock = mockApi({
      [`GET ${chatPath}`]: () => jsonResponse(200, { messages: stored }),
      [`POST ${chatPath}`]: () => chatReply("ok", "built-in"),
    });
    renderWidget();
    openChat();
    await waitFor(() => expect(within(log()).getByText("q28")).toBeTruthy());
    ask("One more");
    await waitFor(() => expect(callsTo(fetchMock, `POST ${chatPath}`)).toHaveLength(1));
    const sent = sentJson(callsTo(fetchMock, `POST ${chatPath}`)[0]?.[1]) as {
      messages: { role: string; content: string }[];
    };
    expect(chatRequestSchema.safeParse(sent).success).toBe(true);
    expect(sent.messages.at(-1)).toEqual({ role: "user", content: "One more" });
  });

  it("shows the stored conversation when reopened", async () => {
    mockApi({
      [`GET ${chatPath}`]: () =>
        jsonResponse(200, {
          messages: [
            {
              role: "user",
              content: "Earlier question",
              author: null,
              createdAt: "2026-11-22T10:00:00.000Z",
            },
            {
              role: "assistant",
              content: "Earlier answer",
              author: "built-in",
              createdAt: "2026-11-22T10:00:00.001Z",
            },
          ],
        }),
    });
    renderWidget();
    openChat();
    await waitFor(() => expect(within(log()).getByText("Earlier answer")).toBeTruthy());
    expect(within(log()).getByText("Earlier question")).toBeTruthy();
  });

  it("renders an <img onerror> payload in a reply and a question as inert text", async () => {
    const payload = '<img src=x onerror="window.__pwned = true">';
    mockApi({
      [`GET ${chatPath}`]: emptyConversation,
      [`POST ${chatPath}`]: () => chatReply(`Here: ${payload} **${payload}**`, "llm"),
    });
    renderWidget();
    openChat();
    ask(payload);
    await waitFor(() =>
      expect(
        within(log()).getAllByText((text) => text.includes("<img src=x")).length,
      ).toBeGreaterThanOrEqual(2),
    );
    expect(log().querySelector("img")).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("shows the reply as it is written: typing until the first words, then the growing text, read out once whole", async () => {
    const { stream } = askWithStreamedReply("What is it worth?");
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain("Diamond Expert AI is typing"),
    );
    expect(log().getAttribute("aria-busy")).toBe("true");
    stream.send({ type: "text", text: "The fair value is " });
    await waitFor(() => expect(log().textContent).toContain("The fair value is"));
    expect(screen.queryByRole("status")).toBeNull();
    stream.send({ type: "text", text: "**$4,213**. " });
    await waitFor(() => expect(within(log()).getByText("$4,213").tagName).toBe("STRONG"));
    expect(input()).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: "Send message" })).toHaveProperty("disabled", true);
    stream.send({ type: "done", message: "The fair value is **$4,213**.", author: "llm" });
    stream.close();
    await waitFor(() => expect(log().getAttribute("aria-busy")).toBe("false"));
    expect(log().querySelectorAll(":scope > ol > li")).toHaveLength(2);
  });

  it("discards text the server takes back and shows the answer that replaces it", async () => {
    const { stream } = askWithStreamedReply("What is it worth?");
    stream.send({ type: "text", text: "A first draft. " });
    await waitFor(() => expect(log().textContent).toContain("A first draft."));
    stream.send({ type: "restart" });
    stream.send({ type: "text", text: "The checked answer." });
    stream.send({ type: "done", message: "The checked answer.", author: "built-in" });
    stream.close();
    await waitFor(() => expect(log().getAttribute("aria-busy")).toBe("false"));
    expect(log().textContent).not.toContain("A first draft.");
    expect(log().querySelectorAll(":scope > ol > li")).toHaveLength(2);
    expect(log().textContent).toContain("The checked answer.");
  });

  it("removes the question and the partial reply when the reply fails while it is written", async () => {
    const { stream } = askWithStreamedReply("Is it eye-clean?");
    stream.send({ type: "text", text: "Partly written" });
    await waitFor(() => expect(log().textContent).toContain("Partly written"));
    stream.send({
      type: "error",
      error: { code: "internal", message: "Something went wrong on our side.", requestId: "req_1" },
    });
    stream.close();
    await waitFor(() => expect(log().querySelectorAll(":scope > ol > li")).toHaveLength(0));
    expect(screen.getAllByText("Failed to get response. Please try again.").length).toBeGreaterThan(
      0,
    );
  });

  it("treats a reply cut off before it ended as a failure", async () => {
    const { stream } = askWithStreamedReply("Is it eye-clean?");
    stream.send({ type: "text", text: "Partly" });
    await waitFor(() => expect(log().textContent).toContain("Partly"));
    stream.close();
    // Sonner keeps earlier tests' toasts, so wait for the conversation to empty, not for the toast.
    await waitFor(() => expect(log().querySelectorAll(":scope > ol > li")).toHaveLength(0));
    expect(screen.getAllByText("Failed to get response. Please try again.").length).toBeGreaterThan(
      0,
    );
  });

  it("stops reading a reply when the chat is closed, without an error", async () => {
    const { stream, fetchMock } = askWithStreamedReply("What is it worth?");
    stream.send({ type: "text", text: "The fair value is " });
    await waitFor(() => expect(log().textContent).toContain("The fair value is"));
    // Sonner keeps earlier tests' toasts: count them, so only a new one would show.
    const failureToasts = () =>
      screen.queryAllByText("Failed to get response. Please try again.").length;
    const before = failureToasts();
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    const signal = callsTo(fetchMock, `POST ${chatPath}`)[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failureToasts()).toBe(before);
  });

  it("keeps a finished turn when the chat is closed and reopened, without loading the conversation again", async () => {
    const fetchMock = mockApi({
      [`GET ${chatPath}`]: emptyConversation,
      [`POST ${chatPath}`]: () => chatReply("A fair price.", "built-in"),
    });
    renderWidget();
    openChat();
    ask("Is it fair?");
    await waitFor(() => expect(within(log()).getByText("A fair price.")).toBeTruthy());
    await waitFor(() => expect(log().getAttribute("aria-busy")).toBe("false"));

    fireEvent.keyDown(input(), { key: "Escape" });
    openChat();

    expect(within(log()).getByText("Is it fair?")).toBeTruthy();
    expect(within(log()).getByText("A fair price.")).toBeTruthy();
    expect(callsTo(fetchMock, `GET ${chatPath}`)).toHaveLength(1);
  });

  it("loads the conversation again when reopened after closing it while a reply was written", async () => {
    const stream = eventStream();
    const kept = [
      {
        role: "user",
        content: "What is it worth?",
        author: null,
        createdAt: "2026-11-22T10:00:00.000Z",
      },
      {
        role: "assistant",
        content: "The fair value is $4,213.",
        author: "llm",
        createdAt: "2026-11-22T10:00:01.000Z",
      },
    ];
    let loads = 0;
    const fetchMock = mockApi({
      [`GET ${chatPath}`]: () => jsonResponse(200, { messages: loads++ === 0 ? [] : kept }),
      [`POST ${chatPath}`]: () => stream.response,
    });
    renderWidget();
    openChat();
    ask("What is it worth?");
    stream.send({ type: "text", text: "The fair value is " });
    await waitFor(() => expect(log().textContent).toContain("The fair value is"));

    fireEvent.keyDown(input(), { key: "Escape" });
    openChat();

    // The server kept the whole reply with the analysis.
    await waitFor(() => expect(log().textContent).toContain("The fair value is $4,213."));
    expect(callsTo(fetchMock, `GET ${chatPath}`)).toHaveLength(2);
  });

  it("lets a question asked before the stored conversation arrived win over that slower load", async () => {
    const load = deferred<Response>();
    const stored = [
      {
        role: "user",
        content: "Earlier question",
        author: null,
        createdAt: "2026-11-22T10:00:00.000Z",
      },
    ];
    mockApi({
      [`GET ${chatPath}`]: () => load.promise,
      [`POST ${chatPath}`]: () => chatReply("ok", "built-in"),
    });
    renderWidget();
    openChat();
    ask("Quick question");
    load.resolve(jsonResponse(200, { messages: stored }));
    await waitFor(() => expect(within(log()).getByText("ok")).toBeTruthy());
    await waitFor(() => expect(log().getAttribute("aria-busy")).toBe("false"));
    expect(within(log()).queryByText("Earlier question")).toBeNull();
    expect(log().querySelectorAll(":scope > ol > li")).toHaveLength(2);
  });
});
