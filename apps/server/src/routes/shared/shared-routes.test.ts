import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  createdReportShareSchema,
  sharedReportSchema,
  type AnalysisRecord,
} from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";
import { readPdf } from "@faircarat/core/reports/testing/read-pdf";
import { tables } from "@faircarat/db";
import { oneTestDatabase } from "@faircarat/db/testing";
import {
  oneCarat,
  ovalListing,
  ownerAndStranger,
  type AnalysedUser,
} from "../../testing/analysed-user";
import {
  bodyOf,
  createTestApp,
  errorOf,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../testing/test-app";

describe.each(oneTestDatabase())("report share links on %s", (kind) => {
  let t: TestApp;
  let owner: AnalysedUser;
  let stranger: AnalysedUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ owner, stranger } = await ownerAndStranger(t, [
      oneCarat,
      {
        ...ovalListing,
        formData: { listingUrl: ovalListing.listingUrl, note: "private-form-note" },
      },
    ]));
  });
  afterAll(() => t.close());

  const shared = () => owner.records[1] as AnalysisRecord;
  const createShare = async (record: AnalysisRecord, cookie: string) =>
    t.request(`/api/analyses/${record.id}/shares`, { method: "POST", cookie });
  const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1) as string;
  const sharesOf = async (record: AnalysisRecord, cookie: string) =>
    (await bodyOf(await t.request(`/api/analyses/${record.id}/shares`, { cookie })))
      .shares as Array<{ id: string }>;

  it("lets the owner create a link of 256 random bits, shown once and stored only as a hash", async () => {
    const response = await createShare(shared(), owner.cookie);
    expect(response.status).toBe(201);
    const share = createdReportShareSchema.parse((await bodyOf(response)).share);
    expect(share.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/shared/[A-Za-z0-9_-]{43}$`));
    const second = createdReportShareSchema.parse(
      (await bodyOf(await createShare(shared(), owner.cookie))).share,
    );
    expect(tokenOf(second.url)).not.toBe(tokenOf(share.url));

    const listed = await sharesOf(shared(), owner.cookie);
    expect(new Set(listed.map((s) => s.id))).toEqual(new Set([share.id, second.id]));
    expect(JSON.stringify(listed)).not.toContain(tokenOf(share.url));
    const stored = await t.db
      .select()
      .from(tables.reportShares)
      .where(eq(tables.reportShares.id, share.id));
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(share.url));
  });

  it("opens the report to anyone with the link, noindex, with nothing of the owner's account", async () => {
    const share = createdReportShareSchema.parse(
      (await bodyOf(await createShare(shared(), owner.cookie))).share,
    );
    const response = await t.request(`/api/shared/${tokenOf(share.url)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const raw = await response.text();
    const { report } = JSON.parse(raw) as { report: unknown };
    const parsed = sharedReportSchema.strict().parse(report);
    expect(parsed.analysis).toEqual(shared().analysis_data.analysis);
    expect(parsed.listingUrl).toBe(ovalListing.listingUrl);
    // The owner's page and the PDF show the certificate: the shared page has it too.
    expect(parsed.certificateNumber).toBe(shared().certificate_number);
    expect(parsed.createdAt).toBe(shared().created_at);
    for (const secret of [
      owner.email,
      owner.userId,
      "private-form-note",
      "Test Buyer",
      shared().id,
      (owner.records[0] as AnalysisRecord).id,
    ])
      expect(raw).not.toContain(secret);

    const pdfResponse = await t.request(
      `/api/shared/${tokenOf(share.url)}/report.pdf?paper=letter`,
    );
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(pdfResponse.headers.get("content-disposition")).toBe(
      `attachment; filename="faircarat-shared-report-${shared().created_at.slice(0, 10)}.pdf"`,
    );
    const pdf = await readPdf(new Uint8Array(await pdfResponse.arrayBuffer()));
    expect(pdf.sizes[0]).toEqual({ width: 612, height: 792 });
    expect(pdf.text).toContain(formatDollars(shared().fair_market_value));
    expect(pdf.text).not.toContain(owner.email);
  });

  it("keeps links to their owner: another user can neither create, list nor revoke them", async () => {
    const share = createdReportShareSchema.parse(
      (await bodyOf(await createShare(shared(), owner.cookie))).share,
    );
    expect(
      (await t.request(`/api/analyses/${shared().id}/shares`, { method: "POST" })).status,
    ).toBe(401);
    const theirs = await createShare(shared(), stranger.cookie);
    expect(theirs.status).toBe(404);
    expect((await errorOf(theirs)).code).toBe("not_found");
    expect(
      (await t.request(`/api/analyses/${shared().id}/shares`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/analyses/${shared().id}/shares/${share.id}`, {
          method: "DELETE",
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
    // The stranger's own report id with the owner's share id is no way in either.
    const strangerRecord = stranger.records[0] as AnalysisRecord;
    expect(
      (
        await t.request(`/api/analyses/${strangerRecord.id}/shares/${share.id}`, {
          method: "DELETE",
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await t.request(`/api/shared/${tokenOf(share.url)}`)).status).toBe(200);
  });

  it("revokes a link for good: it then opens nothing, and only that link", async () => {
    const [first, second] = await Promise.all([
      createShare(shared(), owner.cookie),
      createShare(shared(), owner.cookie),
    ]).then((responses) =>
      Promise.all(
        responses.map(async (r) => createdReportShareSchema.parse((await bodyOf(r)).share)),
      ),
    );
    const revoke = await t.request(`/api/analyses/${shared().id}/shares/${first?.id}`, {
      method: "DELETE",
      cookie: owner.cookie,
    });
    expect(revoke.status).toBe(204);
    const gone = await t.request(`/api/shared/${tokenOf(first?.url as string)}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect((await errorOf(gone)).code).toBe("not_found");
    expect(
      (await t.request(`/api/shared/${tokenOf(first?.url as string)}/report.pdf`)).status,
    ).toBe(404);
    expect((await t.request(`/api/shared/${tokenOf(second?.url as string)}`)).status).toBe(200);
    expect((await sharesOf(shared(), owner.cookie)).map((s) => s.id)).not.toContain(first?.id);
    expect(
      (
        await t.request(`/api/analyses/${shared().id}/shares/${first?.id}`, {
          method: "DELETE",
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it("answers an unknown or malformed token with a plain 404", async () => {
    for (const token of ["A".repeat(43), "short", "x".repeat(44), "bad%00token"]) {
      const response = await t.request(`/api/shared/${token}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
  });
});
