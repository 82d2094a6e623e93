/**
 * The shape of every content file, one module per file or family after the building blocks they share
 * (content/schema/blocks.ts). Objects are strict, so a misspelt key fails the build; `.describe()` texts are the editor's
 * documentation. Types are derived from the schemas. Lists the marketing team grows or shrinks have no fixed length;
 * lists a layout is drawn for keep theirs. content/files.ts pairs each content file with its schema;
 * content/compile.ts checks every file at build time, naming the file, line and field of each problem.
 */
export type { TitledImage } from "./schema/blocks";
export { ApprovalsFileSchema, ApprovalsTextsFileSchema } from "./schema/approvals";
export type { Approval } from "./schema/approvals";
export { SiteSchema, SiteTextsFileSchema } from "./schema/site";
export type { SiteConfig, SiteTexts } from "./schema/site";
export { TrackingSchema } from "./schema/tracking";
export type { TrackingSettings } from "./schema/tracking";
export { FactsSchema, FigureWordsFileSchema } from "./schema/facts";
export type { Facts } from "./schema/facts";
export { GalleryFileSchema } from "./schema/gallery";
export type { GalleryItem } from "./schema/gallery";
export { VastuFileSchema, FloorPlansFileSchema } from "./schema/plans";
export type { FloorPlan, Direction, PlanVastu } from "./schema/plans";
export {
  NavigationFileSchema,
  ShareImagesFileSchema,
  UiFileSchema,
  NotFoundFileSchema,
  PrivacyChoicesFileSchema,
  OfflineFileSchema,
} from "./schema/layout";
export type { ShareImage } from "./schema/layout";
export {
  HomeFileSchema,
  AboutFileSchema,
  AmenitiesFileSchema,
  LayoutMapsFileSchema,
  FaqFileSchema,
} from "./schema/home";
export type { Amenity } from "./schema/home";
export { LandingFileSchema } from "./schema/landing";
export { ThankYouFileSchema, EnquiryFileSchema } from "./schema/enquiry";
export { BlogFileSchema, PostFrontMatterSchema, PageFrontMatterSchema } from "./schema/blog";
export { BrochureFileSchema } from "./schema/brochure";
export { FlatsFileSchema, PricesFileSchema, FlatTextsFileSchema } from "./schema/flats";
export type { Flat } from "./schema/flats";
export { LandmarksFileSchema, LocationFileSchema } from "./schema/location";
export type { LandmarkFacts } from "./schema/location";
export { HoldsFileSchema, HoldReceiptFileSchema, HoldTextsFileSchema, HoldTokenRefundFileSchema } from "./schema/holds";
export type { HoldRules } from "./schema/holds";
export { VisitsFileSchema, VisitTextsFileSchema, VisitBookingFileSchema } from "./schema/visits";
export type { Weekday, VisitRules } from "./schema/visits";
export { ProgressFrontMatterSchema, ProgressFileSchema } from "./schema/progress";
export type { TowerProgress } from "./schema/progress";
export { PaymentPlanFileSchema } from "./schema/payment-plan";
export type { PaymentPlan } from "./schema/payment-plan";
export { PossessionFileSchema, PossessionTextsFileSchema } from "./schema/possession";
export type { TowerPossession } from "./schema/possession";
export { NriFileSchema } from "./schema/nri";
export { ReferralFileSchema } from "./schema/referral";
