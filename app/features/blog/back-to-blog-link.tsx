import { blogContent } from "@content/blog";
import { languageContent } from "@content/page-language";
import { Icon } from "~/components/ui/icon";
import { href } from "~/utils/paths";
import { useContent } from "~/utils/use-content";

export function BackToBlogLink() {
  const { blog } = useContent(blogContent);
  const { localePath } = useContent(languageContent);
  return (
    <a
      href={localePath(href("/blog"))}
      className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:text-gold-700"
    >
      <Icon name="arrow-left" className="size-4" />
      {blog.backToBlog}
    </a>
  );
}
