import { describe, expect, it } from "vitest";
import { collectToolCalls, completionDeltas, type CompletionDelta } from "./completion-stream";

/** A response whose body arrives in exactly these pieces. */
function eventStream(pieces: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

async function deltasOf(response: Response): Promise<CompletionDelta[]> {
  const deltas: CompletionDelta[] = [];
  for await (const delta of completionDeltas(response)) deltas.push(delta);
  return deltas;
}

const chunk = (delta: object) => `data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`;

describe("completionDeltas", () => {
  it("reads server-sent events split anywhere, with CRLF line ends, comments and [DONE]", async () => {
    const text = `: keep-alive\r\n\r\n${chunk({ content: "Hello" })}${chunk({ content: " there" }).replace(/\n/g, "\r\n")}data: [DONE]\n\n${chunk({ content: "ignored" })}`;
    for (const size of [1, 2, 5, 7]) {
      const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
      const deltas = await deltasOf(eventStream(pieces));
      expect(deltas.map((d) => d.content)).toEqual(["Hello", " there"]);
    }
  });

  it("joins an event's data lines and skips chunks without choices (usage)", async () => {
    const event = `data: {"choices":[{"delta":\ndata: {"content":"Hi"}}]}\n\ndata: {"choices":[],"usage":{"total_tokens":3}}\n\n`;
    expect((await deltasOf(eventStream([event]))).map((d) => d.content)).toEqual(["Hi"]);
  });

  it("takes a whole JSON completion from a server that does not stream", async () => {
    const response = Response.json({
      choices: [
        {
          message: {
            content: "Whole",
            tool_calls: [
              { id: "c1", type: "function", function: { name: "guide", arguments: "{}" } },
            ],
          },
        },
      ],
    });
    const [delta] = await deltasOf(response);
    expect(delta?.content).toBe("Whole");
    expect(collectToolCalls(delta?.toolCalls ?? [])).toEqual([
      { id: "c1", name: "guide", arguments: "{}" },
    ]);
  });

  it("refuses a body that is not a completion", async () => {
    await expect(deltasOf(Response.json({ nope: true }))).rejects.toThrow("unexpected response");
    await expect(deltasOf(eventStream(['data: {"choices":"x"}\n\n']))).rejects.toThrow(
      "unexpected stream chunk",
    );
  });
});

describe("collectToolCalls", () => {
  it("joins streamed fragments of several calls by index, the name given once or repeated", () => {
    const calls = collectToolCalls([
      { index: 1, id: "b", name: "guide", arguments: "" },
      { index: 0, id: "a", name: "price_diamond", arguments: '{"car' },
      { index: 0, name: "price_diamond", arguments: 'at":1.4}' },
      { index: 1, arguments: '{"topic":"cut"}' },
    ]);
    expect(calls).toEqual([
      { id: "a", name: "price_diamond", arguments: '{"carat":1.4}' },
      { id: "b", name: "guide", arguments: '{"topic":"cut"}' },
    ]);
  });
});
