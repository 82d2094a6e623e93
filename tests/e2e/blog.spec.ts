import { notFoundPages } from "#app/utils/site-paths.server.ts";
import { blogContent } from "#content/blog.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { posts } from "./site-routes";

const { blog } = blogContent(wordsIn("en"));

const [newest] = posts;
const slugPost = posts.find((post) => post.slug !== post.id)!;

test("the blog lists every post as a card, newest first, linking to /blog/{id}", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  await expect(page.getByText("Stay Updated with News and Insights")).toBeVisible();
  const cards = page.getByTestId("post-grid").getByRole("article");
  await expect(cards).toHaveCount(posts.length);
  for (const [index, post] of posts.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { name: post.title })).toBeVisible();
    await expect(card.getByText(blog.category)).toBeVisible();
    await expect(card.getByText(post.date)).toBeVisible();
    await expect(card.getByRole("img")).toHaveAttribute("alt", post.imageAlt);
    await expect(card.getByRole("link", { name: /Read More/ })).toHaveAttribute("href", `/blog/${post.id}`);
  }
});

for (const [width, columns] of [
  [390, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`the blog grid has ${columns} column(s) at ${width} px`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "widths are set here");
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    const tops = await page
      .getByTestId("post-grid")
      .getByRole("article")
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
  });
}

test("a post opens by id from its card, at the top of the page, with everything docs/product.md lists", async ({
  page,
}) => {
  await page.goto("/blog");
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole("link", { name: `Read More : ${newest!.title}` }).click();
  await expect(page).toHaveURL(`/blog/${encodeURI(newest!.id)}`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1, name: newest!.title })).toBeVisible();
  await expect(page.getByText(`By ${newest!.author}`)).toBeVisible();
  await expect(page.getByText(newest!.date).first()).toBeVisible();
  await expect(page.getByRole("article").getByText(blog.category).first()).toBeVisible();
  const tags = page.getByRole("region", { name: "Tags" }).getByRole("listitem");
  await expect(tags).toHaveText(newest!.tags);
  await expect(page.locator(".prose-post h2").first()).toBeVisible();
  await expect(page).toHaveTitle(newest!.seo.title ?? newest!.title);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", newest!.tags.join(", "));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await page.getByRole("link", { name: "Back to Blog" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("'Loading post...' shows from the tap on a post until the post's page replaces the list", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  // Links between pages are plain links (docs/decisions/0024-islands.md). While a navigation is pending the test
  // cannot read the page it leaves, so the first tap's navigation is cancelled after the page has seen the click
  // (a listener on window runs after the page's own, on document).
  await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault(), { once: true }));
  const readMore = page.getByRole("link", { name: /Read More/ }).first();
  await readMore.click();
  await expect(page.getByText("Loading post...")).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
  await readMore.click();
  await expect(page.getByRole("heading", { level: 1, name: newest!.title })).toBeVisible();
  await expect(page.getByText("Loading post...")).toBeHidden();
});

test("a post opens by its slug at /blog/post/{slug}, pre-rendered", async ({ page, request }) => {
  const response = await request.get(`/blog/post/${slugPost.slug}`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(slugPost.title.replaceAll("&", "&amp;"));
  await page.goto(`/blog/post/${slugPost.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: slugPost.title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/${encodeURI(slugPost.id)}$`),
  );
});

test("a post whose id has an '&' answers its URL with the '&' percent-encoded, as some apps share it", async ({
  page,
  request,
}) => {
  const post = posts.find((candidate) => encodeURIComponent(candidate.id) !== encodeURI(candidate.id));
  expect(post, "a post whose id has a reserved character such as &").toBeDefined();
  const encoded = `/blog/${encodeURIComponent(post!.id)}`;
  expect(encoded).toContain("%26");
  const response = await request.get(encoded, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(post!.title.replaceAll("&", "&amp;"));
  await page.goto(encoded);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: post!.title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/${encodeURI(post!.id)}$`),
  );
});

// Each blog folder that answers its unknown URLs with the post not-found view (app/page-registry.ts).
const unknownPostPaths = notFoundPages
  .filter(({ folder }) => folder.startsWith("/blog"))
  .map(({ folder }) => `${folder}/no-such-post`);

test("both blog folders answer their unknown URLs", () => {
  expect(unknownPostPaths).toEqual(["/blog/no-such-post", "/blog/post/no-such-post"]);
});

for (const path of unknownPostPaths) {
  test(`${path} shows Post Not Found with status 404`, async ({ page, request }) => {
    expect((await request.get(path)).status()).toBe(404);
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the blog post you're looking for.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page.getByRole("heading", { name: "Our Blog" })).toBeVisible();
  });
}

test("a post offers related posts, WhatsApp sharing and a copy link", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one width is enough");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/blog/${encodeURIComponent(newest!.id)}`);
  await expect(page.getByRole("region", { name: "Related posts" }).getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("link", { name: /^Share on WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  // A click that lands before hydration finishes does nothing, as for a visitor: try again.
  await expect(async () => {
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\//);
});

test("a long post lays out only the blocks near the screen, and each as it is reached", async ({ page }) => {
  await page.goto(`/blog/${newest!.id}`);
  await waitForHydration(page);
  // Each block of the text has content-visibility: auto; checkVisibility reports a skipped block's contents as not visible.
  const lastItem = page.locator(".prose-post > :is(ul, ol) > li").last();
  const skipped = () => lastItem.evaluate((item) => !item.checkVisibility({ contentVisibilityAuto: true }));
  expect(await skipped()).toBe(true);
  await lastItem.scrollIntoViewIfNeeded();
  await expect.poll(skipped).toBe(false);
});
