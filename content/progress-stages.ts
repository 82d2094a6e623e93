/**
 * A tower's stages in the order the work goes (a newer progress update never names an earlier one), and the
 * points an instalment of the payment plan can fall due at: booking, the agreement for sale, then each stage.
 * Their own module without imports, so the flats pages read the order without bundling the schemas
 * (content/schema.ts) that check the files against it.
 */
export const PROGRESS_STAGES = [
  "excavation",
  "foundation",
  "slab-1",
  "slab-2",
  "slab-3",
  "slab-4",
  "slab-5",
  "roof",
  "masonry",
  "plastering",
  "finishing",
  "complete",
] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export const INSTALMENT_DUES = ["booking", "agreement", ...PROGRESS_STAGES] as const;
export type InstalmentDue = (typeof INSTALMENT_DUES)[number];
