// Spike only (docs/decisions/0024-islands.md): each React part an Astro shell renders gets the words it reads as a
// prop and hands them to its components (app/utils/use-content.tsx), on the server and, for an island, in the
// browser. One module per part, so that an island's script is its own part's code and nothing more.
import type { ComponentType } from "react";
import type { Words } from "@content/words";
import { ContentProvider } from "~/utils/use-content";

export function withWords<Props extends object>(Component: ComponentType<Props>) {
  return function WithWords({ words, ...props }: Props & { words: Partial<Words> }) {
    return (
      <ContentProvider words={words}>
        <Component {...(props as Props)} />
      </ContentProvider>
    );
  };
}
