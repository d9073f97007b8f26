import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { startSummary } from "./start-summary";

describe("the start log's summary", () => {
  it("states the development defaults of mail, storage, database and payments", () => {
    const { settings, warnings } = startSummary(parseEnv({ DATA_DIR: "/srv/fc" }));
    expect(settings).toEqual({
      mode: "development",
      database: "pglite /srv/fc/db",
      mail: "outbox /srv/fc/outbox (no SMTP_URL: emails are files, nobody receives them)",
      storage: "local folder /srv/fc/uploads (no S3_BUCKET)",
      payments: "test checkout (no STRIPE_SECRET_KEY)",
    });
    expect(warnings).toEqual([]);
  });

  it("names SMTP, S3 and PostgreSQL hosts without their credentials", () => {
    const env = parseEnv({
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
      S3_BUCKET: "diamond-uploads",
      DATABASE_URL: "postgres://app:pw@db.internal:5432/fc",
    });
    const { settings } = startSummary(env);
    expect(settings).toMatchObject({
      mail: "smtp smtp.example.com:465",
      storage: "s3 bucket diamond-uploads",
      database: "postgres db.internal:5432",
    });
    expect(JSON.stringify(settings)).not.toMatch(/secret|pw@/);
  });

  it("warns in production about the outbox, local uploads and test payments", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      DATABASE_URL: "postgres://db/fc",
      PUBLIC_URL: "https://faircarat.example",
      PAYMENTS: "test",
    });
    const { settings, warnings } = startSummary(env);
    expect(settings.payments).toBe("test checkout (banner shown)");
    expect(warnings).toHaveLength(3);
    expect(warnings.join(" ")).toMatch(/SMTP_URL[\s\S]*S3_BUCKET[\s\S]*PAYMENTS=test/);
  });
});
