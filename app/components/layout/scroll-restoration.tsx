import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps each history entry's scroll position (its own default key). */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * React Router's <ScrollRestoration>, with an inline script that reads sessionStorage only when
 * there can be something to restore.
 *
 * React Router's script reads sessionStorage on every page load, before the first paint. A
 * tab's first sessionStorage access waits on the browser process: 5 to 15 ms of a blocked
 * main thread on a fresh visit in our traces, where the read cannot find anything, since the
 * entry has just been given a new key. This script gives a new entry its key the same way and
 * reads positions only for an entry that already had one (a reload, back or forward).
 * The hook saves positions and restores them on client navigations, as before.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />;
}

/** Plain ES5 so it runs as written; it is hashed into the CSP like every inline script. */
const RESTORE_SCRIPT = [
  "(function(storageKey){var state=window.history.state;",
  'if(!state||!state.key){window.history.replaceState({key:Math.random().toString(32).slice(2)},"");return}',
  'try{var y=JSON.parse(sessionStorage.getItem(storageKey)||"{}")[state.key];if(typeof y==="number")window.scrollTo(0,y)}',
  "catch(e){sessionStorage.removeItem(storageKey)}",
  `})(${JSON.stringify(STORAGE_KEY)})`,
].join("");
