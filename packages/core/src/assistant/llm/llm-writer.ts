import type { AnalysisResult } from "@faircarat/contracts";
import type { ChatRole } from "@faircarat/contracts/chat";
import type { ExpertMarket } from "../expert-market";

export interface LlmTurn {
  role: ChatRole;
  content: string;
}

/**
 * Writes a reply with a language model, or returns null when it cannot be trusted or reached.
 * `onText` receives the reply's checked text as it is written; after a null, what it received
 * must be discarded. `signal` stops the model early (the reader went away).
 */
export interface LlmWriter {
  write(input: {
    analysis: AnalysisResult;
    conversation: LlmTurn[];
    market: ExpertMarket;
    onText?: (text: string) => void;
    signal?: AbortSignal;
  }): Promise<string | null>;
}
