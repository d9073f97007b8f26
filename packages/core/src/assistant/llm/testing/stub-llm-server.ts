import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StubRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string | null; tool_call_id?: string }[]; tools?: unknown[] };
}

/** Decides the stub's answer to one /chat/completions request: a JSON body, or a status to fail with, or "hang". */
export type StubBehaviour = (request: StubRequest) => { status?: number; json?: unknown } | "hang";

/** A local HTTP server speaking the OpenAI chat-completions protocol, for tests of the LLM adapter. */
export async function startStubLlmServer(behaviour: StubBehaviour) {
  const requests: StubRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const request: StubRequest = { authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
    requests.push(request);
    const answer = behaviour(request);
    if (answer === "hang") {
      hanging.push(res);
      return;
    }
    res.writeHead(answer.status ?? 200, { "content-type": "application/json" }).end(JSON.stringify(answer.json ?? { error: { message: "stub failure" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A completion whose message is plain text. */
export const textReply = (content: string) => ({ json: { choices: [{ message: { role: "assistant", content } }] } });

/** A completion that calls one tool. */
export const toolCall = (name: string, args: object) => ({
  json: { choices: [{ message: { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name, arguments: JSON.stringify(args) } }] } }] },
});
