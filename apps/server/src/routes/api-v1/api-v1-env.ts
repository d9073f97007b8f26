import type { ApiCaller } from "@faircarat/core";

export interface ApiV1Env {
  Variables: { requestId: string; apiCaller: ApiCaller };
}
