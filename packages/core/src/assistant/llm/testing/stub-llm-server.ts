import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StubRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: unknown[];
    stream?: boolean;
  };
}

interface StubAnswer {
  status?: number;
  json?: unknown;
  /** Streamed answers only: after this many events, wait for `resume` before sending the rest. */
  pauseAfter?: number;
  resume?: Promise<void>;
}

/**
 * Decides the stub's answer to one /chat/completions request: a completion, or a status to fail
 * with, or "hang". A completion is streamed in small pieces when the request asks for a stream.
 */
export type StubBehaviour = (request: StubRequest) => StubAnswer | "hang";

/**
 * A local HTTP server speaking the OpenAI chat-completions protocol, for tests of the LLM adapter.
 */
export async function startStubLlmServer(behaviour: StubBehaviour) {
  const requests: StubRequest[] = [];
  /** Streamed answers whose reader hung up before the stub had finished. */
  const abandoned: StubRequest[] = [];
  const hanging: ServerResponse[] = [];
  const answerRequest = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const request: StubRequest = {
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
    };
    requests.push(request);
    const answer = behaviour(request);
    if (answer === "hang") {
      hanging.push(res);
      return;
    }
    const status = answer.status ?? 200;
    if (status !== 200 || !request.body.stream) {
      res
        .writeHead(status, { "content-type": "application/json" })
        .end(JSON.stringify(answer.json ?? { error: { message: "stub failure" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.on("close", () => {
      if (!res.writableFinished) abandoned.push(request);
    });
    const events = streamedChunks(answer.json as Completion).map(
      (chunk) => `data: ${JSON.stringify(chunk)}\n\n`,
    );
    for (const [i, event] of [...events, "data: [DONE]\n\n"].entries()) {
      if (i === answer.pauseAfter) await answer.resume;
      if (res.destroyed) return;
      res.write(event);
    }
    res.end();
  };
  const server = createServer((req, res) => {
    answerRequest(req, res).catch((error: unknown) => {
      // A broken stub fails the request that reached it, with the reason, rather than the whole
      // test run.
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `stub failed: ${String(error)}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    abandoned,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Completion {
  choices: {
    message: {
      content: string | null;
      tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    };
  }[];
}

/**
 * A completion as a server streams it: its text in pieces of a few characters, each tool call's
 * arguments likewise.
 */
function streamedChunks(completion: Completion): object[] {
  const message = completion.choices[0]!.message;
  const pieces = (text: string) => text.match(/[\s\S]{1,7}/g) ?? [];
  const chunk = (delta: object) => ({ choices: [{ index: 0, delta }] });
  return [
    chunk({ role: "assistant", content: "" }),
    ...pieces(message.content ?? "").map((content) => chunk({ content })),
    ...(message.tool_calls ?? []).flatMap((call, index) => [
      chunk({
        tool_calls: [
          {
            index,
            id: call.id,
            type: "function",
            function: { name: call.function.name, arguments: "" },
          },
        ],
      }),
      ...pieces(call.function.arguments).map((args) =>
        chunk({ tool_calls: [{ index, function: { arguments: args } }] }),
      ),
    ]),
  ];
}

/** A completion whose message is plain text. */
export const textReply = (content: string) => ({
  json: { choices: [{ message: { role: "assistant", content } }] },
});

/** A completion that calls one tool. */
export const toolCall = (name: string, args: object) => ({
  json: {
    choices: [
      {
        message: {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: "call_1", type: "function", function: { name, arguments: JSON.stringify(args) } },
          ],
        },
      },
    ],
  },
});
