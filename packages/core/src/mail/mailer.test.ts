import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer";

describe("outbox mailer", () => {
  it("writes each message as an .eml file with headers and body", async () => {
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), "outbox-")), "outbox");
    const mailer = createMailer({ from: "FairCarat <no-reply@faircarat.local>", outboxDir });
    expect(mailer.kind).toBe("outbox");
    await mailer.send({
      to: "ada@example.com",
      subject: "Verify",
      text: "Open http://x/verify?token=1",
      html: "<p>hi</p>",
    });
    const [file] = await readdir(outboxDir);
    expect(file).toMatch(/^\d+-ada@example\.com\.eml$/);
    const eml = await readFile(path.join(outboxDir, file!), "utf8");
    expect(eml).toMatch(/^To: ada@example\.com$/m);
    expect(eml).toMatch(/^Subject: Verify$/m);
    expect(eml).toContain("http://x/verify?token=1");
  });

  it("writes a message's extra headers, such as an alert digest's List-Unsubscribe", async () => {
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), "outbox-")), "outbox");
    const mailer = createMailer({ from: "FairCarat <no-reply@faircarat.local>", outboxDir });
    const link = "http://x/api/alerts/unsubscribe?u=1&s=abc";
    await mailer.send({
      to: "ada@example.com",
      subject: "Alerts",
      text: link,
      html: "<p>hi</p>",
      headers: {
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const [file] = await readdir(outboxDir);
    const eml = await readFile(path.join(outboxDir, file!), "utf8");
    expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/x\/api\/alerts\/unsubscribe\?u=1&s=abc>$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it("uses SMTP when a URL is configured", () => {
    expect(
      createMailer({ from: "a@b.c", smtpUrl: "smtp://127.0.0.1:2525", outboxDir: "/unused" }).kind,
    ).toBe("smtp");
  });
});
