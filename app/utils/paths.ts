export function postPathById(id: string): string {
  return `/blog/${id}`;
}

export function postPathBySlug(slug: string): string {
  return `/blog/post/${slug}`;
}
