import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv: Diamond Expert AI settings", () => {
  it("uses the built-in expert and 20 questions a minute by default", () => {
    const env = parseEnv({});
    expect(env.llm).toBeUndefined();
    expect(env.chatRateLimitPerMinute).toBe(20);
  });

  it("configures an OpenAI-compatible model from LLM_BASE_URL, LLM_API_KEY and LLM_MODEL", () => {
    const env = parseEnv({
      LLM_BASE_URL: "http://127.0.0.1:8080/v1",
      LLM_API_KEY: "sk-local",
      LLM_MODEL: "small-model",
      CHAT_RATE_LIMIT_PER_MINUTE: "5",
    });
    expect(env.llm).toEqual({
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: "sk-local",
      model: "small-model",
      timeoutMs: 15_000,
    });
    expect(env.chatRateLimitPerMinute).toBe(5);
  });

  it("refuses a base URL without a model, and a URL that is not one", () => {
    expect(() => parseEnv({ LLM_BASE_URL: "http://127.0.0.1:8080/v1" })).toThrow(
      /LLM_MODEL: is required when LLM_BASE_URL is set/,
    );
    expect(() => parseEnv({ LLM_BASE_URL: "not a url", LLM_MODEL: "m" })).toThrow(/LLM_BASE_URL/);
  });
});
