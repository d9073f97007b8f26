import { analysisRecordSchema, type AnalysisRecord } from "@faircarat/contracts";
import { bodyOf, type TestApp } from "./test-app";

/**
 * A fresh subscriber with one stored analysis per request body, as the API stored them (newest
 * last).
 */
export async function analysedUser(t: TestApp, bodies: object[]) {
  const user = await t.signedInUser();
  const { url } = await bodyOf(
    await t.request("/api/billing/create-checkout", { method: "POST", cookie: user.cookie }),
  );
  await t.request(`${new URL(url).pathname}/pay`, {
    method: "POST",
    cookie: user.cookie,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  const records: AnalysisRecord[] = [];
  for (const body of bodies) {
    const response = await t.postJson("/api/analyses", body, { cookie: user.cookie });
    if (response.status !== 201)
      throw new Error(`analysis not stored: ${response.status} ${await response.text()}`);
    records.push(analysisRecordSchema.parse((await bodyOf(response)).record));
  }
  return { ...user, records };
}

export const oneCarat = {
  carat: 1.2,
  cut: "excellent",
  color: "g",
  clarity: "vs1",
  listedPrice: 4200,
};
export const ovalListing = {
  listingUrl:
    "https://www.jamesallen.com/loose-diamonds/oval-cut/1.51-carat-f-color-vs2-clarity-sku-123",
  carat: 1.51,
  cut: "very good",
  color: "f",
  clarity: "vs2",
  shape: "oval",
  listedPrice: 2950,
};

export type AnalysedUser = Awaited<ReturnType<typeof analysedUser>>;

/**
 * The two accounts an owner-only test needs: an owner with a round and an oval analysis (or
 * `ownerBodies`), and a stranger with one of their own.
 */
export async function ownerAndStranger(
  t: TestApp,
  ownerBodies: object[] = [oneCarat, ovalListing],
) {
  return {
    owner: await analysedUser(t, ownerBodies),
    stranger: await analysedUser(t, [{ ...oneCarat, listedPrice: 9999 }]),
  };
}
