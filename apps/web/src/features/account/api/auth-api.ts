import type {
  SessionResponse,
  SignInInput,
  SignUpInput,
  SignUpResponse,
} from "@faircarat/contracts";
import { sessionResponseGuard } from "@faircarat/contracts/session-guard";
import { apiRequest } from "@/lib/api-client";

const signUpResponseSchema = () =>
  import("@faircarat/contracts/auth").then((m) => m.signUpResponseSchema);

export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiRequest("/api/auth/session", { schema: sessionResponseGuard, signal });
}

export function postSignIn(input: SignInInput): Promise<SessionResponse> {
  return apiRequest("/api/auth/sign-in", {
    method: "POST",
    body: input,
    schema: sessionResponseGuard,
  });
}

export function postSignUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiRequest("/api/auth/sign-up", {
    method: "POST",
    body: input,
    schema: signUpResponseSchema,
  });
}

export function postSignOut(): Promise<undefined> {
  return apiRequest("/api/auth/sign-out", { method: "POST" });
}
