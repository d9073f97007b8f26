import { figuresAreGrounded } from "./report-facts";

/**
 * Lets a model's text through a sentence at a time, each sentence only once every dollar figure in
 * it is one the report or a tool result states. Holding back to the sentence's end means a figure
 * is always whole when it is checked ("$4,2" + "13").
 */
export function createSentenceGate(allowed: Set<number>) {
  let held = "";
  const release = (text: string): string | null =>
    figuresAreGrounded(text, allowed) ? text : null;
  return {
    /**
     * The sentences completed by this text ("" while none is), or null when one states a figure it
     * may not.
     */
    push(text: string): string | null {
      held += text;
      const end = lastSentenceEnd(held);
      if (end === 0) return "";
      const ready = release(held.slice(0, end));
      if (ready !== null) held = held.slice(end);
      return ready;
    },
    /** The unfinished last sentence, checked, once the model has stopped writing. */
    flush(): string | null {
      const ready = release(held);
      held = "";
      return ready;
    },
  };
}

/**
 * Where the last finished sentence ends: after ". ", "! ", "? " or a line break (a figure such as
 * "$4,213.50" holds none), but never right after a "$" or "USD" whose number may follow
 * ("$\n9,999").
 */
function lastSentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(/[.!?]\s|\n/g)) {
    const candidate = match.index + match[0].length;
    if (!/(?:\$|USD)[\s*]*$/.test(text.slice(0, candidate))) end = candidate;
  }
  return end;
}
