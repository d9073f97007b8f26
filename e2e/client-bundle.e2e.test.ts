import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (e) =>
      e.isDirectory() ? filesUnder(path.join(folder, e.name)) : [path.join(folder, e.name)],
    ),
  );
  return nested.flat();
}

describe("the built client bundle", () => {
  it("carries no server secret, key name or server-only code", async () => {
    const files = (await filesUnder(dist)).filter((file) => /\.(js|html|css|map)$/.test(file));
    expect(files.length).toBeGreaterThan(0);
    const forbidden = [
      /AUTH_SECRET/,
      /STRIPE_SECRET_KEY/,
      /STRIPE_WEBHOOK_SECRET/,
      /\bsk_(live|test)_[A-Za-z0-9]/,
      /\bwhsec_[A-Za-z0-9]/,
      /DATABASE_URL/,
      /SMTP_URL/,
      /better-auth\/adapters/,
      /drizzle-orm/,
    ];
    for (const file of files) {
      const text = await readFile(file, "utf8");
      for (const pattern of forbidden)
        expect(text, `${path.basename(file)} matches ${pattern}`).not.toMatch(pattern);
    }
  });
});
