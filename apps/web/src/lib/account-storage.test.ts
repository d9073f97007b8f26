import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "@/config/storage-keys";
import { keepStorageFor } from "./account-storage";

const form = JSON.stringify({
  listingUrl: "",
  carat: "1.2",
  cut: "Excellent",
  color: "F",
  clarity: "VS2",
  listedPrice: "$9,100",
});

function keepSomething() {
  localStorage.setItem(storageKeys.diamondFormData, form);
  localStorage.setItem(storageKeys.pendingAnalysis, "true");
  sessionStorage.setItem(storageKeys.uploads, JSON.stringify({ userId: "user_a", files: [] }));
}

const kept = () => [
  localStorage.getItem(storageKeys.diamondFormData),
  localStorage.getItem(storageKeys.pendingAnalysis),
  sessionStorage.getItem(storageKeys.uploads),
];
const nothingKept = [null, null, null];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("keepStorageFor", () => {
  it("clears the saved form, the pending flag and the uploads when the signed-in user signs out", () => {
    keepStorageFor("user_a");
    keepSomething();

    keepStorageFor(null);

    expect(kept()).toEqual(nothingKept);
    expect(localStorage.getItem(storageKeys.storageOwner)).toBeNull();
  });

  it("clears them when another account's session arrives", () => {
    keepStorageFor("user_a");
    keepSomething();

    keepStorageFor("user_b");

    expect(kept()).toEqual(nothingKept);
    expect(localStorage.getItem(storageKeys.storageOwner)).toBe("user_b");
  });

  it("keeps them while the same account stays signed in", () => {
    keepStorageFor("user_a");
    keepSomething();

    keepStorageFor("user_a");

    expect(kept()).not.toEqual(nothingKept);
    expect(localStorage.getItem(storageKeys.diamondFormData)).toBe(form);
  });

  it("hands a form saved while signed out to the visitor who then signs in", () => {
    keepStorageFor(null);
    localStorage.setItem(storageKeys.diamondFormData, form);

    keepStorageFor("user_a");

    expect(localStorage.getItem(storageKeys.diamondFormData)).toBe(form);
    keepStorageFor(null);
    expect(localStorage.getItem(storageKeys.diamondFormData)).toBeNull();
  });

  it("does nothing when storage is blocked", () => {
    const blocked = () => {
      throw new Error("blocked");
    };
    const spy = vi.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
    try {
      expect(() => keepStorageFor("user_a")).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });
});
