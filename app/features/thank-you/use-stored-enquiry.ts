import { useEffect, useMemo, useSyncExternalStore } from "react";
import { ENQUIRY_RECORD_KEY, type EnquiryRecord } from "#app/utils/enquiry-record.ts";

const FIELDS = [
  "name",
  "phone",
  "email",
  "flatType",
  "flatUnit",
  "flatPrice",
  "visitDate",
  "visitStart",
  "visitEnd",
  "visitors",
  "pickup",
  "visitMode",
  "visitorTimeZone",
] as const satisfies readonly (keyof EnquiryRecord)[];

export type StoredEnquiry = Pick<EnquiryRecord, (typeof FIELDS)[number]>;

function readRecord(): string | null {
  try {
    return sessionStorage.getItem(ENQUIRY_RECORD_KEY);
  } catch {
    return null;
  }
}

// The record is written before this page loads and never changes while it is open.
const subscribe = () => () => {};

/** Keeps only the known text fields: the record comes from storage and is not trusted. */
function parseRecord(raw: string | null): StoredEnquiry | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record: StoredEnquiry = {};
    for (const key of FIELDS) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === "string" && field.trim()) record[key] = field.trim();
    }
    return record;
  } catch {
    return null;
  }
}

/**
 * The visitor's stored enquiry record, or null. Read after hydration (the pre-rendered page
 * has none). Only the fact that a record exists is logged, never its contents.
 */
export function useStoredEnquiry(): StoredEnquiry | null {
  const raw = useSyncExternalStore(subscribe, readRecord, () => null);
  const record = useMemo(() => parseRecord(raw), [raw]);
  const found = record !== null;
  useEffect(() => {
    if (found) console.info("Enquiry record found in session storage");
  }, [found]);
  return record;
}

/** The first word of the stored name, kept short: "Priya" from "Priya Reddy". */
export function getFirstName(record: StoredEnquiry | null): string | null {
  const first = record?.name?.split(/\s+/)[0]?.slice(0, 40);
  return first ? first : null;
}
