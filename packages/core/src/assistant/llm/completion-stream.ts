import { z } from "zod";

/** One piece of a model's answer: text to append and fragments of tool calls, by their index. */
export interface CompletionDelta {
  content?: string | undefined;
  toolCalls?: ToolCallDelta[] | undefined;
}

export interface ToolCallDelta {
  index: number;
  id?: string | undefined;
  name?: string | undefined;
  arguments?: string | undefined;
}

const toolCallDeltaSchema = z.object({
  index: z.number().int().min(0).optional(),
  id: z.string().nullish(),
  function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).optional(),
});
const chunkSchema = z.object({
  choices: z.array(
    z.object({
      delta: z
        .object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCallDeltaSchema).nullish(),
        })
        .optional(),
    }),
  ),
});
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCallDeltaSchema).nullish(),
        }),
      }),
    )
    .min(1),
});

function toDelta(message: {
  content?: string | null | undefined;
  tool_calls?: z.infer<typeof toolCallDeltaSchema>[] | null | undefined;
}): CompletionDelta {
  return {
    content: message.content ?? undefined,
    toolCalls: message.tool_calls?.map((call, position) => ({
      index: call.index ?? position,
      id: call.id ?? undefined,
      name: call.function?.name ?? undefined,
      arguments: call.function?.arguments ?? undefined,
    })),
  };
}

/**
 * The pieces of an OpenAI-compatible chat completion as they arrive: server-sent events when the
 * server streams (`stream: true`), or the whole message at once from a server that answers JSON.
 */
export async function* completionDeltas(response: Response): AsyncGenerator<CompletionDelta> {
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    const parsed = completionSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error("language model sent an unexpected response");
    yield toDelta(parsed.data.choices[0]!.message);
    return;
  }
  for await (const data of serverSentEventData(response)) {
    if (data === "[DONE]") return;
    const parsed = chunkSchema.safeParse(JSON.parse(data));
    if (!parsed.success) throw new Error("language model sent an unexpected stream chunk");
    const delta = parsed.data.choices[0]?.delta;
    if (delta) yield toDelta(delta);
  }
}

/** A line longer than this is no chat completion chunk: stop rather than buffer without end. */
const MAX_LINE_CHARS = 1_000_000;

/**
 * The data of each server-sent event (its `data:` lines joined), per the HTML event-stream format.
 */
async function* serverSentEventData(response: Response): AsyncGenerator<string> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += value;
      // A "\r" at the very end may be half of a "\r\n" split between two reads: keep it for the
      // next.
      const lines = buffered.split(/\r\n|\r(?!$)|\n/);
      buffered = lines.pop() ?? "";
      if (buffered.length > MAX_LINE_CHARS)
        throw new Error("language model sent a line without end");
      for (const line of lines) {
        if (line === "") {
          if (data.length > 0) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(5).replace(/^ /, ""));
        }
      }
    }
    if (data.length > 0) yield data.join("\n");
  } finally {
    // Leaving early (a reply that failed its check) closes the model's connection.
    await reader.cancel().catch(() => undefined);
  }
}

/** Joins the fragments of streamed tool calls into whole calls, in index order. */
export function collectToolCalls(
  deltas: ToolCallDelta[],
): { id: string; name: string; arguments: string }[] {
  const calls = new Map<number, { id: string; name: string; arguments: string }>();
  for (const delta of deltas) {
    const call = calls.get(delta.index) ?? { id: "", name: "", arguments: "" };
    call.id ||= delta.id ?? "";
    // Some servers repeat the name in every fragment; it comes whole, once or more.
    call.name ||= delta.name ?? "";
    call.arguments += delta.arguments ?? "";
    calls.set(delta.index, call);
  }
  return [...calls.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
}
