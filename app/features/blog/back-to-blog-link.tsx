import { blog } from "@content/blog";
import { Icon } from "~/components/ui/icon";
import { localePath } from "~/utils/language";

export function BackToBlogLink() {
  return (
    <a
      href={localePath("/blog")}
      className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:text-gold-700"
    >
      <Icon name="arrow-left" className="size-4" />
      {blog.backToBlog}
    </a>
  );
}
