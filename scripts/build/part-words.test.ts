import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageKinds, type PageKind } from "#app/page-registry.ts";
import { partWordsModule, textPagesModule } from "./build-part-words";
import { TEXT_PAGES_MODULE, workOutPartWords } from "./part-words";

/** A small repository: its words, a content module, the hand-over of words, features and parts. */
const fixture: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: { strict: true, jsx: "react-jsx", module: "ES2022", moduleResolution: "bundler", target: "ES2022" },
  }),
  "content/words.ts": `export interface Words {
  about: { title: string }; gallery: { heading: string }; ui: { close: string }; visitBooking: { title: string };
  faq: { question: string };
}`,
  "content/about.ts": `import type { Words } from "./words";
export function aboutContent(words: Words) {
  const about = words.about;
  return { title: about.title, galleryHeading: () => words.gallery.heading };
}
export function faqContent({ faq }: Words) {
  return { question: faq.question };
}`,
  "app/utils/use-content.tsx": `import type { ReactNode } from "react";
import type { Words } from "../../content/words";
export function ContentProvider(props: { words: Partial<Words>; children: ReactNode }) {
  return <>{props.children}</>;
}
export function useContent<T>(contentOf: (words: Words) => T): T {
  return contentOf({} as Words);
}
export function useWords<Name extends keyof Words>(name: Name): Words[Name] {
  return ({} as Words)[name];
}`,
  "app/parts/with-words.tsx": `export function withWords<P>(component: P, name: string): P { return component; }`,
  "app/features/titles.tsx": `import { aboutContent } from "../../content/about";
import { useContent } from "../utils/use-content";
export function Title() {
  const { title } = useContent(aboutContent);
  return <h1>{title}</h1>;
}
export function GalleryTitle() {
  const content = useContent(aboutContent);
  return <h2>{content.galleryHeading()}</h2>;
}`,
  "app/features/booking.tsx": `import type { Words } from "../../content/words";
import { useContent } from "../utils/use-content";
const bookingContent = (words: Words) => ({ title: words.visitBooking.title, close: words.ui.close });
export default function Booking() {
  const { title, close } = useContent(bookingContent);
  return <p>{title}{close}</p>;
}`,
  "app/features/lazy-booking.tsx": `import { lazy } from "react";
import { ContentProvider } from "../utils/use-content";
const Booking = lazy(() => import("./booking"));
export function LazyBooking() {
  return <ContentProvider words={{ visitBooking: { title: "" } }}><Booking /></ContentProvider>;
}`,
  "app/parts/About.tsx": `import { Title } from "../features/titles";
import { withWords } from "./with-words";
export const About = withWords(Title, "About");`,
  "app/parts/Gallery.tsx": `import { GalleryTitle } from "../features/titles";
import { withWords } from "./with-words";
export const Gallery = withWords(GalleryTitle, "Gallery");`,
  "app/parts/Booking.tsx": `import { LazyBooking } from "../features/lazy-booking";
import { withWords } from "./with-words";
export const Booking = withWords(LazyBooking, "Booking");`,
  "app/parts/Questions.tsx": `import { useWords } from "../utils/use-content";
import { withWords } from "./with-words";
export const Questions = withWords(function Questions() {
  return <p>{useWords("faq").question}</p>;
}, "Questions");`,
  "app/parts/Faq.tsx": `import { faqContent } from "../../content/about";
import { useContent } from "../utils/use-content";
import { withWords } from "./with-words";
export const Faq = withWords(function Faq() {
  const { question } = useContent(faqContent);
  return <p>{question}</p>;
}, "Faq");`,
  // A text page's part, written from the page registry (build-part-words.ts), as the build writes it.
  [TEXT_PAGES_MODULE]: `import { Title } from "../features/titles";
import { withWords } from "../parts/with-words";
export const textPages = { "why-guntur": { Part: withWords(Title, "WhyGuntur"), words: "about" } };`,
};

const root = mkdtempSync(path.join(tmpdir(), "part-words-"));
for (const [file, text] of Object.entries(fixture)) {
  mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the words each part reads (part-words.ts)", () => {
  const found = workOutPartWords(root);

  it("follows a part through its components to the content modules they use, and their reads of the words", () => {
    expect(found.About).toEqual(["about"]);
  });

  it("counts a function's reads where the function is used, not where it is made", () => {
    expect(found.Gallery).toEqual(["about", "gallery"]);
  });

  it("counts only what a part uses of a module, not the module's other exports", () => {
    expect(found.Faq).toEqual(["faq"]);
  });

  it("counts useWords(name) as a read of the words it names", () => {
    expect(found.Questions).toEqual(["faq"]);
  });

  it("follows a module loaded on demand, but not the words a ContentProvider around it gives", () => {
    expect(found.Booking).toEqual(["ui"]);
  });

  it("works out a text page's part, written from the page registry, as any part", () => {
    expect(found.WhyGuntur).toEqual(["about"]);
  });

  it("stops at a read it cannot name", () => {
    const file = path.join(root, "app/parts/Computed.tsx");
    writeFileSync(
      file,
      `import type { Words } from "../../content/words";
import { useContent } from "../utils/use-content";
import { withWords } from "./with-words";
const name = "about" as keyof Words;
export const Computed = withWords(function Computed() {
  return <p>{String(useContent((words: Words) => words[name]))}</p>;
}, "Computed");`,
    );
    expect(() => workOutPartWords(root, [file])).toThrow(/app\/parts\/Computed.tsx:6: a computed read/);
    rmSync(file);
  });
});

describe("app/generated/part-words.ts", () => {
  it("is the words worked out from the parts' code as it is now (npm run generate writes it)", () => {
    const written = readFileSync("app/generated/part-words.ts", "utf8");
    const hash = /: code ([\w-]+)\./.exec(written)?.[1] ?? "";
    expect(written).toBe(partWordsModule(workOutPartWords(process.cwd()), hash));
  }, 120_000);
});

describe("app/generated/text-pages.ts", () => {
  it("is the text pages' parts of the page registry as it is now (npm run generate writes it)", () => {
    expect(readFileSync(TEXT_PAGES_MODULE, "utf8")).toBe(textPagesModule(pageKinds));
  });

  const textPage = pageKinds.find((kind) => kind.id === "approvals")! as PageKind;
  it("holds a part per kind with `text`, its component from app/pages/<id>.tsx, named after the kind", () => {
    const written = textPagesModule([{ ...textPage, id: "why-guntur", pattern: "/why-guntur" }]);
    expect(written).toContain(`import { ApprovalsPage } from "#app/pages/why-guntur.tsx";`);
    expect(written).toContain(
      `"why-guntur": { Part: withWords(ApprovalsPage, "WhyGuntur"), words: "approvalsTexts" },`,
    );
  });

  it("stops at a kind with the text pages' shell and no `text`, or `text` and a shell of its own", () => {
    expect(() => textPagesModule([{ ...textPage, text: undefined }])).toThrow(/approvals needs both the shell "text-page" and `text`/);
    expect(() => textPagesModule([{ ...textPage, shell: "approvals" }])).toThrow(/approvals needs both/);
  });

  it("stops at a text page whose path has a parameter, which its shell could not fill", () => {
    expect(() => textPagesModule([{ ...textPage, pattern: "/approvals/:id" }])).toThrow(/has a parameter/);
  });
});
