import { describe, expect, it } from "vitest";
import { z } from "zod";
import { floorPlans } from "./floor-plans";
import { FloorPlanSchema, SiteSchema } from "./schema";
import { site } from "./site";
import { contentChecks, validateContent } from "./validate";

describe("validateContent", () => {
  it("accepts the content as it ships", () => {
    expect(validateContent(contentChecks)).toEqual([]);
  });

  it("names the file and the field of a broken entry", () => {
    const [first, ...rest] = floorPlans;
    const broken = [{ ...first, details: { ...first!.details, carpetArea: 900 } }, ...rest];
    const problems = validateContent([
      { file: "content/floor-plans.ts", schema: z.array(FloorPlanSchema).length(6), data: broken },
    ]);
    expect(problems).toEqual([expect.stringMatching(/^content\/floor-plans\.ts › 0\.details\.carpetArea: /)]);
  });

  it("rejects unknown keys, wrong counts and malformed phone numbers", () => {
    const brokenSite = {
      ...site,
      phones: [{ ...site.phones[0], tel: "12345" }, site.phones[1]],
      favouriteColour: "teal",
    };
    const problems = validateContent([
      { file: "content/site.ts", schema: SiteSchema, data: brokenSite },
      { file: "content/floor-plans.ts", schema: z.array(FloorPlanSchema).length(6), data: floorPlans.slice(0, 5) },
    ]);
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\.ts › phones\.0\.tel: Expected \+91/));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\.ts › \(root\): .*favouriteColour/));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/floor-plans\.ts › \(root\): .*6/));
  });

  it("reports a media file that does not exist", () => {
    const [first, ...rest] = floorPlans;
    const problems = validateContent([
      {
        file: "content/floor-plans.ts",
        schema: z.array(FloorPlanSchema),
        data: [{ ...first, image: "floor-plans/missing.png" }, ...rest],
      },
    ]);
    expect(problems).toContain("content/floor-plans.ts › 0.image: no file content/media/floor-plans/missing.png");
  });
});
