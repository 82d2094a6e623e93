/** The part of @mdn/mdn-http-observatory (plain JavaScript, typed in JSDoc only) that observatory-scan.ts uses. */
declare module "@mdn/mdn-http-observatory" {
  export type ObservatoryTest = { name?: string; result: string; pass: boolean; scoreModifier: number };
  export type ObservatoryScan = {
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; algorithmVersion: number };
    tests: Record<string, ObservatoryTest>;
  };
  export function scan(hostname: string): Promise<ObservatoryScan>;
}
