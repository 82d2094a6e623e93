import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackToBlogLink() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:text-gold-700">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </Link>
  );
}
