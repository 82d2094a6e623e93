import { Icon } from "#app/components/ui/icon.tsx";
import { href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { blogContent } from "#content/blog.ts";
import { languageContent } from "#content/page-language.ts";

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
