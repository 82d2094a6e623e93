// app/utils/use-hydrated.ts for islands (astro.config.mjs aliases it): that module knows one React root per page,
// so once the first root has hydrated, a component mounted later renders hydrated at once. With islands every island
// is a root that hydrates on its own, later ones after the first: each keeps its own state (`HydrationRoot`, given
// by src/with-words.tsx), else a later island would render its hydrated look while hydrating (React error 418).
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";

type RootState = { hydrated: boolean };
const Root = createContext<RootState>({ hydrated: false });

export function HydrationRoot({ children }: { children: ReactNode }) {
  const [state] = useState<RootState>(() => ({ hydrated: false }));
  return <Root.Provider value={state}>{children}</Root.Provider>;
}

/** False in the pre-rendered HTML and while its island hydrates, true from a render soon after (a transition). */
export function useHydrated(): boolean {
  const root = useContext(Root);
  const [hydrated, setHydrated] = useState(root.hydrated);
  useEffect(() => {
    root.hydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated, root]);
  return hydrated;
}
