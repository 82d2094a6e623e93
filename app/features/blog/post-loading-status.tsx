import { useNavigation } from "react-router";
import { blog } from "@content/blog";

/** 'Loading post...' while the app fetches a post's data on a client-side navigation. */
export function PostLoadingStatus() {
  const navigation = useNavigation();
  const loadingPost = navigation.state === "loading" && /^\/blog\/(?!$)/.test(navigation.location.pathname);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center md:top-24">
      {loadingPost && (
        <p className="rounded-full bg-brand-900 px-5 py-2.5 text-sm font-semibold text-white shadow-lg">
          {blog.loading}
        </p>
      )}
    </div>
  );
}
