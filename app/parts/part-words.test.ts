import { describe, expect, it } from "vitest";
import { partWords } from "./part-words";

// Every part module, as the server renders it.
const modules = import.meta.glob<Record<string, unknown>>(["./*.tsx", "./*.ts", "!./*.test.ts"], { eager: true });

describe("the parts' words (part-words.ts)", () => {
  it("are named after the part as its module exports it, the name of its island, which the loader looks them up by", () => {
    const named: string[] = [];
    for (const [file, module] of Object.entries(modules)) {
      for (const [exported, value] of Object.entries(module)) {
        if (typeof value !== "function" || !("displayName" in value)) continue;
        expect(value.displayName, `${file}: ${exported}`).toBe(exported);
        named.push(exported);
      }
    }
    // Every entry belongs to a part.
    expect(named.sort()).toEqual(Object.keys(partWords).sort());
  });
});
