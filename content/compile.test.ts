import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compileContent } from "./compile";

/** A copy of content/ (media linked, not copied) that each test breaks in one place. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync("content", path.join(root, "content"), {
    recursive: true,
    filter: (source) => !/content\/(media|generated)$/.test(source),
  });
  symlinkSync(path.resolve("content/media"), path.join(root, "content/media"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Replaces `find` in a content file; returns the 1-based line where the change is. */
function edit(file: string, find: string | RegExp, replace: string): number {
  const full = path.join(root, file);
  const text = readFileSync(full, "utf8");
  const at = text.search(find);
  expect(at, `${String(find)} in ${file}`).toBeGreaterThanOrEqual(0);
  writeFileSync(full, text.replace(find, replace));
  return text.slice(0, at).split("\n").length;
}

const problems = () => compileContent(root).problems;

describe("compileContent", () => {
  it("passes the shipped content and fills its tokens", () => {
    const { data, problems } = compileContent(root);
    expect(problems).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/\{\{/);
  });

  it("names file, line and field of a number out of range", () => {
    const line = edit("content/en/floor-plans.yaml", /carpetArea: \d+/, "carpetArea: 1100");
    expect(problems()).toEqual([
      `content/en/floor-plans.yaml:${line} › plans.0.details.carpetArea: Too small: expected number to be >=1150`,
    ]);
  });

  it("names a wrong type", () => {
    const line = edit("content/facts.yaml", /towers: \d+/, "towers: two");
    expect(problems()).toContain(
      `content/facts.yaml:${line} › towers: Invalid input: expected number, received string`,
    );
  });

  it("names a missing required field at the line of its object", () => {
    const line = edit("content/en/faq.yaml", /\n {4}answer: [^\n]*/, "") + 1;
    expect(problems()).toEqual([
      `content/en/faq.yaml:${line - 1} › faqs.0.answer: Invalid input: expected string, received undefined`,
    ]);
  });

  it("names an unknown key at its own line", () => {
    const line = edit("content/en/gallery.yaml", /\n {4}title: /, "\n    titel: Typo\n    title: ") + 1;
    expect(problems()).toEqual([`content/en/gallery.yaml:${line} › photos.0.titel: Unrecognized key: "titel"`]);
  });

  it("names malformed YAML with its line", () => {
    // An unclosed bracket: the parser finds out on the next line.
    const line = edit("content/en/home.yaml", /\n {2}headline: /, "\n  headline: [unclosed\n  x: ") + 1;
    expect(problems()[0]).toMatch(new RegExp(`^content/en/home\\.yaml:${line + 1} › Flow sequence`));
  });

  it("names a post without a title", () => {
    const post = "content/posts/en/1-gated-community-apartments.md";
    const line = edit(post, /\ntitle: [^\n]*/, "") + 1;
    expect(problems()).toEqual([`${post}:${line - 1} › title: Invalid input: expected string, received undefined`]);
  });

  it("names a construction update whose tower goes back, and its missing photo", () => {
    const [older, newer] = readdirSync(path.join(root, "content/progress/en")).sort();
    const update = `content/progress/en/${newer}`;
    const percentLine = edit(update, /percent: \d+/, "percent: 0");
    const photoLine = edit(update, /progress\/[\w-]+\.jpg/, "progress/no-such-photo.jpg");
    expect(problems()).toEqual([
      `${update}:${photoLine} › photos.0.image: no file content/media/progress/no-such-photo.jpg`,
      expect.stringMatching(
        new RegExp(
          `^${update}:${percentLine} › towers\\.0\\.percent: 0 is less than the \\d+ of the update before \\(content/progress/en/${older}\\)$`,
        ),
      ),
    ]);
  });

  it("names an unknown token and a missing photo", () => {
    const tokenLine = edit("content/en/about.yaml", "{{projectName}}", "{{projektName}}");
    const photoLine = edit("content/en/gallery.yaml", /gallery\/[a-z-]+\.jpg/, "gallery/no-such-photo.jpg");
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(
        `^content/en/about.yaml:${tokenLine} › intro.heading: unknown token \\{\\{projektName\\}\\}`,
      ),
    );
    expect(found).toContain(
      `content/en/gallery.yaml:${photoLine} › photos.0.image: no file content/media/gallery/no-such-photo.jpg`,
    );
  });

  it("takes a longer list than shipped: lists the team grows have no fixed length", () => {
    const faq = path.join(root, "content/en/faq.yaml");
    writeFileSync(faq, `${readFileSync(faq, "utf8")}  - question: Is there a lift?\n    answer: Two in each tower.\n`);
    expect(problems()).toEqual([]);
  });
});
