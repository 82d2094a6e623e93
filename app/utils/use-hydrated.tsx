// Whether this island has hydrated. Every island is a root of its own that hydrates on its own, later ones after the
// first (docs/decisions/0024-islands.md): each root keeps its own answer (`HydrationRoot`, given to every island by
// app/parts/with-words.tsx), so that a component mounted in a root that has hydrated renders hydrated at once, and
// one in a root still hydrating renders the server's markup (else React error 418, Preact a mismatch).
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";

/** A root's token; the roots whose first component has hydrated. */
const Root = createContext<object>({});
const hydratedRoots = new WeakSet<object>();

export function HydrationRoot({ children }: { children: ReactNode }) {
  const [token] = useState(() => ({}));
  return <Root.Provider value={token}>{children}</Root.Provider>;
}

/** False in the pre-rendered HTML and while its island hydrates, true from a render soon after (a transition). */
export function useHydrated(): boolean {
  const root = useContext(Root);
  const [hydrated, setHydrated] = useState(() => hydratedRoots.has(root));
  useEffect(() => {
    hydratedRoots.add(root);
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated, root]);
  return hydrated;
}
