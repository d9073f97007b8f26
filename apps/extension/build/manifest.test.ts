import { describe, expect, it } from "vitest";
import { retailerReaders } from "@faircarat/market/listing/retailers/retailer-readers";
import { manifest } from "./manifest";

describe("manifest", () => {
  it("asks for the fewest permissions: storage and FairCarat's own host; content scripts on the retailers' diamond pages only", () => {
    const built = manifest({ version: "1.0.0", origin: "https://faircarat.com" });
    expect(built).toMatchObject({
      manifest_version: 3,
      permissions: ["storage"],
      host_permissions: ["https://faircarat.com/*"],
    });
    expect(built.content_scripts).toEqual([
      {
        matches: retailerReaders.flatMap((r) => r.matches),
        js: ["content.js"],
        run_at: "document_idle",
      },
    ]);
    expect(built).not.toHaveProperty("key");
    expect(built).not.toHaveProperty("web_accessible_resources");
    expect(built).not.toHaveProperty("externally_connectable");
    expect(built.content_security_policy.extension_pages).toMatch(
      /^script-src 'self'; object-src 'none'/,
    );
  });
});
