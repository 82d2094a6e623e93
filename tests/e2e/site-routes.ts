import { getAllPosts } from "../../content/posts.server";
import { postPathById, postPathBySlug } from "../../app/utils/paths";

const posts = getAllPosts();
const firstPost = posts[0];
const slugPost = posts.find((post) => post.slug !== post.id) ?? firstPost;
if (!firstPost || !slugPost) throw new Error("tests need at least one post");

/** Every kind of page the site has, with a path a browser can request. */
export const pagePaths = [
  "/",
  "/apartment-guntur",
  "/blog",
  encodeURI(postPathById(firstPost.id)),
  encodeURI(postPathBySlug(slugPost.slug)),
  "/privacy-policy",
  "/thank-you",
  "/no-such-page",
];

export { posts };
