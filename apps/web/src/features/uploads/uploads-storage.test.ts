import { describe, expect, it } from "vitest";
import type { UploadedFile } from "@faircarat/contracts";
import { saveUploads, uploadsSnapshot } from "./uploads-storage";

const file: UploadedFile = {
  id: "f1",
  name: "igi.pdf",
  path: "u1/certificates/1-igi.pdf",
  type: "application/pdf",
  url: "/api/uploads/f1/content",
  previewUrl: "/api/uploads/f1/thumbnail",
  sizeBytes: 10,
  certificate: null,
  createdAt: new Date(0).toISOString(),
};

describe("uploads storage", () => {
  it("keeps the list for its user in session storage, and shows it to nobody else", () => {
    saveUploads("u1", [file]);
    expect(uploadsSnapshot("u1")).toEqual([file]);
    expect(uploadsSnapshot("u1")).toBe(uploadsSnapshot("u1"));
    expect(uploadsSnapshot("u2")).toEqual([]);
    expect(uploadsSnapshot(null)).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem("faircaratUploads") ?? "{}")).toEqual({
      userId: "u1",
      files: [file],
    });
  });
});
