import { describe, expect, it } from "vitest";
import { acceptedCodings } from "./encoded-page";

describe("acceptedCodings", () => {
  it("reads the codings a client accepts, a q of 0 refusing one", () => {
    expect([...acceptedCodings("gzip, deflate, br, zstd")]).toEqual([
      "gzip",
      "deflate",
      "br",
      "zstd",
    ]);
    expect([...acceptedCodings("BR;q=0.5, gzip;q=0, *;q=0.1")]).toEqual(["br", "*"]);
    expect([...acceptedCodings("br; q=0.0")]).toEqual([]);
    expect([...acceptedCodings(undefined)]).toEqual([]);
    expect([...acceptedCodings("")]).toEqual([]);
  });
});
