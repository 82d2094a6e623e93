import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "#app/utils/test-storage.ts";
import { readChoice, saveChoice } from "./consent-choice";

describe("the consent choice", () => {
  it("is none until the visitor chooses, then the items as chosen, with when", () => {
    const storage = createMemoryStorage();
    expect(readChoice(storage)).toBeNull();
    saveChoice(storage, { measurement: true, advertising: false }, new Date("2026-11-26T10:00:00Z"));
    expect(readChoice(storage)).toEqual({ measurement: true, advertising: false, at: "2026-11-26T10:00:00.000Z" });
  });

  it("is none when what is stored is not a choice", () => {
    const storage = createMemoryStorage();
    storage.setItem("privacyChoices", "{not json");
    expect(readChoice(storage)).toBeNull();
    storage.setItem("privacyChoices", JSON.stringify({ measurement: "yes" }));
    expect(readChoice(storage)).toBeNull();
  });
});
