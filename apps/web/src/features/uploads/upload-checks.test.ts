import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@faircarat/contracts";
import { checkUpload, toNotice } from "./upload-checks";

const file = (type: string, size = 100) => new File([new Uint8Array(size)], "f", { type });

describe("checkUpload (spec section 5)", () => {
  it("asks a signed-out visitor to sign in first", () => {
    expect(checkUpload(file("application/pdf"), false)).toEqual({
      title: "Authentication Required",
      description: "Please sign in to upload files.",
    });
  });

  it("asks for a file", () => {
    expect(checkUpload(undefined, true)).toEqual({
      title: "No file selected",
      description: "Please select a file to upload.",
    });
    // A file was chosen, but it is empty: saying none was would puzzle.
    expect(checkUpload(file("application/pdf", 0), true)).toEqual({
      title: "Empty file",
      description: "This file has nothing in it. Please choose the certificate or photo itself.",
    });
  });

  it("accepts JPEG, PNG, WebP and PDF up to 10MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "application/pdf"])
      expect(checkUpload(file(type), true)).toBeNull();
    expect(checkUpload(file("image/gif"), true)?.title).toBe("Invalid file type");
    expect(checkUpload(file("application/pdf", MAX_UPLOAD_BYTES), true)).toBeNull();
    expect(checkUpload(file("application/pdf", MAX_UPLOAD_BYTES + 1), true)).toEqual({
      title: "File too large",
      description: "Please upload a file smaller than 10MB.",
    });
  });
});

describe("toNotice", () => {
  it("splits the server's 'Title: description' message", () => {
    expect(
      toNotice("Invalid file type: Please upload an image (JPG, PNG, WebP) or PDF file."),
    ).toEqual({
      title: "Invalid file type",
      description: "Please upload an image (JPG, PNG, WebP) or PDF file.",
    });
    expect(toNotice("There was an error uploading your file.")).toEqual({
      title: "There was an error uploading your file.",
    });
  });
});
