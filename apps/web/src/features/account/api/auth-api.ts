import {
  sessionResponseSchema,
  signUpResponseSchema,
  type SessionResponse,
  type SignInInput,
  type SignUpInput,
  type SignUpResponse,
} from "@faircarat/contracts";
import { apiRequest } from "@/lib/api-client";

export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiRequest("/api/auth/session", { schema: sessionResponseSchema, signal });
}

export function postSignIn(input: SignInInput): Promise<SessionResponse> {
  return apiRequest("/api/auth/sign-in", { method: "POST", body: input, schema: sessionResponseSchema });
}

export function postSignUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiRequest("/api/auth/sign-up", { method: "POST", body: input, schema: signUpResponseSchema });
}

export function postSignOut(): Promise<undefined> {
  return apiRequest("/api/auth/sign-out", { method: "POST" });
}
