import { describe, expect, it } from "vitest";
import { hasBackgroundSync, type SyncRegistration, syncAllowed } from "./background-sync";

const TAG = "workbox-background-sync:enquiries";

describe("background sync as the worker finds it", () => {
  it("is allowed where the browser registers the tag (Chromium's default)", async () => {
    const registered: string[] = [];
    const registration: SyncRegistration = { sync: { register: async (tag) => void registered.push(tag) } };
    expect(hasBackgroundSync(registration)).toBe(true);
    await expect(syncAllowed(registration, TAG)).resolves.toBe(true);
    expect(registered).toEqual([TAG]);
  });

  it("is refused, without an error, where the API is there but the site may not sync", async () => {
    const registration: SyncRegistration = {
      sync: { register: () => Promise.reject(new DOMException("Permission denied.", "NotAllowedError")) },
    };
    expect(hasBackgroundSync(registration)).toBe(true);
    await expect(syncAllowed(registration, TAG)).resolves.toBe(false);
  });

  it("is refused, without an error, where the browser has no Background Sync (Firefox, Safari)", async () => {
    const registration: SyncRegistration = {};
    expect(hasBackgroundSync(registration)).toBe(false);
    await expect(syncAllowed(registration, TAG)).resolves.toBe(false);
  });

  it("is refused where registering throws at once rather than rejecting", async () => {
    const registration: SyncRegistration = {
      sync: {
        register: () => {
          throw new TypeError("Illegal invocation");
        },
      },
    };
    await expect(syncAllowed(registration, TAG)).resolves.toBe(false);
  });
});
