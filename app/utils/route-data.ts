/**
 * A redirect thrown by a route's server loader, which a clientLoader must pass on: the service worker
 * answers the data of a page it can neither fetch nor find saved with React Router's "load this page as a
 * document" redirect (app/service-worker/requests.ts), so the visitor gets the saved page or the offline
 * page, not a "not found" view.
 */
export function isRedirect(error: unknown): error is Response {
  return error instanceof Response && error.status >= 300 && error.status < 400;
}
