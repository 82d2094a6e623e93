/**
 * Background Sync as the worker finds it (docs/decisions/0020, 0023). Chromium has it; Firefox and Safari have no
 * `registration.sync` at all, whatever the global types Workbox declares say: so the registration is typed here with
 * `sync` optional, and the worker asks these two functions rather than the API.
 */

/** The part of a service worker's registration that Background Sync adds, where the browser has it. */
export type SyncRegistration = { readonly sync?: { register(tag: string): Promise<void> } };

/** Whether the browser has Background Sync: where it has not, the worker takes no enquiry and the page keeps it. */
export function hasBackgroundSync(registration: SyncRegistration): boolean {
  return registration.sync != null;
}

/**
 * Whether the browser will fire the sync event of `tag`. False without the API, and where it is there but refuses:
 * a visitor (or a browser, by default) can block background sync for the site. Then the worker takes nothing, and
 * the page keeps the enquiry in its own queue, which it sends when the connection returns or on the next visit.
 */
export async function syncAllowed(registration: SyncRegistration, tag: string): Promise<boolean> {
  if (!registration.sync) return false;
  try {
    await registration.sync.register(tag);
    return true;
  } catch {
    return false;
  }
}
