import { and, asc, eq, inArray, isNull, notExists } from "drizzle-orm";
import type { AnalysisResult } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { digestEmail, type DigestEntry } from "./digest-email";
import type { Alert } from "./evaluate-alerts";
import { dayOf, nowOf, type TrackingContext } from "./tracking-context";
import { unsubscribeUrl } from "./unsubscribe-link";

const al = tables.trackedAlerts;
const t = tables.trackedDiamonds;
const a = tables.diamondAnalyses;
const d = tables.alertDigests;

export interface DigestOutcome {
  sent: number;
  failed: number;
}

/**
 * Sends each user with waiting alerts their digest, unless they had one today (UTC). The day's
 * row is claimed before the mail goes (its key is the once-a-day guarantee, across processes and
 * runs); a failed send gives the claim back so the next run tries again.
 */
export async function sendAlertDigests(ctx: TrackingContext): Promise<DigestOutcome> {
  const outcome: DigestOutcome = { sent: 0, failed: 0 };
  const day = dayOf(nowOf(ctx));
  const waiting = await ctx.db
    .selectDistinct({ userId: al.userId })
    .from(al)
    .where(
      and(
        isNull(al.digestDay),
        notExists(
          ctx.db
            .select()
            .from(d)
            .where(and(eq(d.userId, al.userId), eq(d.day, day))),
        ),
      ),
    );

  for (const { userId } of waiting) {
    const [claimed] = await ctx.db
      .insert(d)
      .values({ userId, day })
      .onConflictDoNothing()
      .returning({ userId: d.userId });
    if (!claimed) continue;
    try {
      const sent = await sendDigest(ctx, userId, day);
      if (sent) outcome.sent++;
      else await ctx.db.delete(d).where(and(eq(d.userId, userId), eq(d.day, day)));
    } catch (err) {
      ctx.logger.warn({ err, userId }, "alert digest not sent (tried again next run)");
      await ctx.db.delete(d).where(and(eq(d.userId, userId), eq(d.day, day)));
      outcome.failed++;
    }
  }
  return outcome;
}

async function sendDigest(ctx: TrackingContext, userId: string, day: string): Promise<boolean> {
  const [user] = await ctx.db
    .select({ email: tables.users.email })
    .from(tables.users)
    .where(eq(tables.users.id, userId));
  const rows = await ctx.db
    .select({ id: al.id, kind: al.kind, detail: al.detail, analysisData: a.analysisData })
    .from(al)
    .innerJoin(t, eq(t.id, al.trackedId))
    .innerJoin(a, eq(a.id, t.analysisId))
    .where(and(eq(al.userId, userId), isNull(al.digestDay)))
    .orderBy(asc(al.createdAt), asc(al.id));
  if (!user || rows.length === 0) return false;
  const entries: DigestEntry[] = rows.map((r) => ({
    stone: reportTitle((r.analysisData as { analysis: AnalysisResult }).analysis),
    alert: { kind: r.kind, detail: r.detail } as Alert,
  }));
  const unsubscribe = unsubscribeUrl(ctx.publicUrl, ctx.secret, userId);
  const mail = digestEmail(entries, { history: `${ctx.publicUrl}/#history`, unsubscribe });
  await ctx.mailer.send({
    to: user.email,
    ...mail,
    // RFC 8058: mail clients offer their own unsubscribe button, which POSTs to the link.
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  await ctx.db
    .update(al)
    .set({ digestDay: day })
    .where(
      inArray(
        al.id,
        rows.map((r) => r.id),
      ),
    );
  return true;
}
