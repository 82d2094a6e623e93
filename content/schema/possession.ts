import { z } from "zod";
import { httpsUrl, isoDate, itemId, itemList, refuseRepeats, text } from "./blocks";
import { TOWERS } from "./flats";

/**
 * When each tower is handed over (content/possession.yaml): the date committed in the RERA registration, which
 * section 18 of the RERA Act holds the builder to, and the builder's own target.
 */
export const PossessionFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe(
        "On while these dates are placeholders: the build says so until the real ones are in. Off once they are",
      ),
    towers: z
      .array(
        z
          .object({
            tower: z.enum(TOWERS).describe("A or B"),
            committed: isoDate.describe("The possession date in the tower's RERA registration"),
            target: isoDate.describe("The builder's own target for handing over the keys; shown beside the RERA date"),
          })
          .strict(),
      )
      .length(TOWERS.length)
      .describe("Each tower once"),
  })
  .strict()
  .superRefine(({ towers }, context) =>
    refuseRepeats(context, "towers", towers, "tower", (tower) => `Tower ${tower.tower} is listed twice`),
  );
/** The words of the possession dates (content/en/possession-texts.yaml), on /progress and each flat's page. */
export const PossessionTextsFileSchema = z
  .object({
    heading: text.describe("Above each tower's possession dates (content/possession.yaml)"),
    committed: text.describe("Names the date committed in the RERA registration"),
    target: text.describe("Names the builder's own target date"),
    lateHeading: text.describe("Opens what the buyer is owed if possession is late"),
    late: z
      .array(text)
      .min(1)
      .describe(
        "What section 18 of the RERA Act gives the buyer if possession is late, in plain words, one paragraph each",
      ),
    sourcesLabel: text.describe('Opens the list of sources under the paragraphs, e.g. "Sources:"'),
    sources: itemList(
      z.object({ id: itemId, name: text, url: httpsUrl.describe("Where the law or rule can be read") }).strict(),
    )
      .min(1)
      .describe("The law and the rules the paragraphs above are drawn from"),
  })
  .strict();
export type TowerPossession = z.output<typeof PossessionFileSchema>["towers"][number];
