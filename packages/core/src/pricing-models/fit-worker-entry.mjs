// Worker threads do not inherit the main thread's TypeScript loader: this plain entry loads the
// fit worker's source through tsx, as the server itself is run.
import { tsImport } from "tsx/esm/api";

await tsImport("./fit-worker.ts", import.meta.url);
