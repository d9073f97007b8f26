import { Hono, type Context } from "hono";
import {
  MAX_UPLOAD_BYTES,
  rowIdSchema,
  UPLOAD_CACHE_CONTROL_SECONDS,
  uploadErrorMessage,
  uploadMessages,
  uploadQuerySchema,
} from "@faircarat/contracts";
import {
  deleteUpload,
  DomainError,
  enforceRateLimits,
  getSession,
  listOwnUploads,
  readUpload,
  readUploadThumbnail,
  saveUpload,
  toUploadedFile,
} from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { parseInput } from "../../validation";
import { idParam } from "../id-param";
import { readLimitedBody } from "./read-limited-body";

const MINUTE = 60_000;
const fileId = (c: Context) => idParam(c, rowIdSchema, "File not found.");

/**
 * POST /api/uploads?name=&folder= with the file itself as the body (streamed, cut off past 10 MB).
 * Files are private: every other route answers only the owner, and another user's id is a plain
 * 404.
 */
export function uploadsRoutes(deps: AppDeps) {
  const { accounts, uploads, db, config } = deps;
  const signedIn = async (request: Request) => {
    const { user } = await getSession(accounts, request.headers);
    if (!user)
      throw new DomainError(
        "unauthenticated",
        uploadErrorMessage(uploadMessages.authenticationRequired),
      );
    return user;
  };
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const user = await signedIn(c.req.raw);
      // No file name is the spec's "No file selected"; a bad name or folder says what is wrong with
      // it.
      const query = parseInput(uploadQuerySchema, c.req.query(), (issue) =>
        issue.path[0] === "name" && issue.code !== "too_big"
          ? uploadErrorMessage(uploadMessages.noFile)
          : issue.message,
      );
      await enforceRateLimits(db, [
        {
          key: `uploads:user:${user.id}`,
          limit: config.uploadRateLimitPerMinute,
          windowMs: MINUTE,
        },
      ]);
      const bytes = await readLimitedBody(
        c.req.raw,
        MAX_UPLOAD_BYTES,
        uploadErrorMessage(uploadMessages.tooLarge),
      );
      const file = await saveUpload(uploads, user.id, {
        name: query.name,
        folder: query.folder,
        bytes,
      });
      return c.json({ file }, 201);
    })
    .get("/", async (c) => {
      const user = await signedIn(c.req.raw);
      c.header("Cache-Control", "no-store");
      return c.json({ files: (await listOwnUploads(uploads, user.id)).map(toUploadedFile) });
    })
    .get("/:id/content", async (c) => {
      const user = await signedIn(c.req.raw);
      const file = await readUpload(uploads, user.id, fileId(c));
      c.header("Content-Type", file.type);
      c.header("Cache-Control", `private, max-age=${UPLOAD_CACHE_CONTROL_SECONDS}`);
      c.header("Content-Disposition", `inline; filename="${file.name}"`);
      c.header("X-Content-Type-Options", "nosniff");
      return c.body(file.bytes as Uint8Array<ArrayBuffer>);
    })
    .get("/:id/thumbnail", async (c) => {
      const user = await signedIn(c.req.raw);
      // Drawing takes a turn of the shared PDF worker; browsers cache the answer for an hour.
      await enforceRateLimits(db, [
        {
          key: `thumbnails:user:${user.id}`,
          limit: config.uploadRateLimitPerMinute * 3,
          windowMs: MINUTE,
        },
      ]);
      const png = await readUploadThumbnail(uploads, user.id, fileId(c));
      c.header("Content-Type", "image/png");
      c.header("Cache-Control", `private, max-age=${UPLOAD_CACHE_CONTROL_SECONDS}`);
      return c.body(png as Uint8Array<ArrayBuffer>);
    })
    .delete("/:id", async (c) => {
      const user = await signedIn(c.req.raw);
      await deleteUpload(uploads, user.id, fileId(c));
      return c.body(null, 204);
    });
}
