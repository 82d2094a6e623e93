import { DOMParser, type Element } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import type { ProgressUpdate } from "#content/progress.server.ts";
import { buildProgressFeed, type ProgressFeedInput } from "./progress-feed.server";

const ATOM = "http://www.w3.org/2005/Atom";

/** Two updates, newest first, with the characters XML and HTML must escape in their words. */
const updates: ProgressUpdate[] = [
  {
    isoDate: "2026-11-10",
    date: "10 November 2026",
    month: "November 2026",
    towers: [
      { tower: "A", stage: "finishing", percent: 83 },
      { tower: "B", stage: "finishing", percent: 77 },
    ],
    photos: [{ image: "progress/2026-11-10-site.jpg", alt: 'Tower A & B, "from the gate"' }],
    html: "<p>Tiles &amp; doors <strong>in</strong>.</p>",
    leadHtml: "<p>Tiles &amp; doors <strong>in</strong>.</p>",
  },
  {
    isoDate: "2026-10-10",
    date: "10 October 2026",
    month: "October 2026",
    towers: [
      { tower: "A", stage: "finishing", percent: 80 },
      { tower: "B", stage: "finishing", percent: 74 },
    ],
    photos: [{ image: "progress/2026-10-10-site.jpg", alt: "Both towers" }],
    html: "<p>Plaster done. ]]> is safe too.</p>",
    leadHtml: "<p>Plaster done.</p>",
  },
];

const input: ProgressFeedInput = {
  updates,
  siteUrl: "https://www.example.com",
  pagePath: "/progress",
  updatePath: (isoDate) => `/progress#update-${isoDate}`,
  feedPath: "/progress/feed.xml",
  title: "Courtyard <One> & Co: construction progress",
  description: "Month by month.",
  author: "Builders & Sons",
  rights: "© 2026 Builders & Sons",
  entryTitle: (month) => `Update, ${month} & more`,
  towerLine: (tower) => `Tower ${tower.tower}: ${tower.stage}, ${tower.percent}% <done>`,
  imageUrl: (image) => `/media/${image.replace(".jpg", "-960.webp")}`,
};

function parseFeed(xml: string) {
  const errors: string[] = [];
  const document = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    xml,
    "application/xml",
  );
  return { root: document.documentElement!, errors };
}

const child = (element: Element, name: string) => element.getElementsByTagNameNS(ATOM, name)[0];
const text = (element: Element, name: string) => child(element, name)?.textContent ?? "";

describe("buildProgressFeed", () => {
  it("writes well-formed Atom: the feed's id, title, links and the newest update's day", () => {
    const { root, errors } = parseFeed(buildProgressFeed(input));
    expect(errors).toEqual([]);
    expect(root.namespaceURI).toBe(ATOM);
    expect(root.localName).toBe("feed");
    expect(text(root, "id")).toBe("https://www.example.com/progress");
    expect(text(root, "title")).toBe(input.title);
    expect(text(root, "updated")).toBe("2026-11-10T00:00:00.000Z");
    expect(text(child(root, "author")!, "name")).toBe(input.author);
    const links = Array.from(root.childNodes)
      .filter((node): node is Element => node.nodeType === 1 && (node as Element).localName === "link")
      .map((link) => [link.getAttribute("rel"), link.getAttribute("href")]);
    expect(links).toEqual([
      ["alternate", "https://www.example.com/progress"],
      ["self", "https://www.example.com/progress/feed.xml"],
    ]);
  });

  it("writes one entry per update, newest first, each linking to its place on the page", () => {
    const { root } = parseFeed(buildProgressFeed(input));
    const entries = Array.from(root.getElementsByTagNameNS(ATOM, "entry"));
    expect(entries.map((entry) => text(entry, "id"))).toEqual([
      "https://www.example.com/progress#update-2026-11-10",
      "https://www.example.com/progress#update-2026-10-10",
    ]);
    expect(entries.map((entry) => child(entry, "link")?.getAttribute("href"))).toEqual(
      entries.map((entry) => text(entry, "id")),
    );
    expect(entries.map((entry) => text(entry, "updated"))).toEqual([
      "2026-11-10T00:00:00.000Z",
      "2026-10-10T00:00:00.000Z",
    ]);
    // Titles are HTML (type="html"): escaped once more, so a reader shows the words as written.
    expect(child(entries[0]!, "title")?.getAttribute("type")).toBe("html");
    expect(text(entries[0]!, "title")).toBe("Update, November 2026 &amp; more");
  });

  it("puts each tower's line, the note and the photos in an entry's HTML, escaped", () => {
    const { root } = parseFeed(buildProgressFeed(input));
    const [newest, older] = Array.from(root.getElementsByTagNameNS(ATOM, "entry"));
    const html = text(newest!, "content");
    expect(html).toBe(
      "<ul><li>Tower A: finishing, 83% &lt;done&gt;</li><li>Tower B: finishing, 77% &lt;done&gt;</li></ul>" +
        "<p>Tiles &amp; doors <strong>in</strong>.</p>" +
        '<p><img src="https://www.example.com/media/progress/2026-11-10-site-960.webp" alt="Tower A &amp; B, &quot;from the gate&quot;"></p>',
    );
    expect(text(older!, "content")).toContain("<p>Plaster done. ]]> is safe too.</p>");
  });

  it("refuses to write a feed without updates", () => {
    expect(() => buildProgressFeed({ ...input, updates: [] })).toThrow(/no update/);
  });
});
