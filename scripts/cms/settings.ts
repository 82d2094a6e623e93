/**
 * Where the online editor (/admin/) saves and how editors sign in: the one file to change when the
 * site is set up (README.md, "Editing the site"). The values below are placeholders.
 *
 * No secret belongs here or anywhere in the repository: the GitHub OAuth app's client secret lives
 * only in the OAuth provider (Netlify's, or a small OAuth worker), which hands the browser a token.
 */
export const cmsSettings = {
  /** The GitHub repository that holds this site, "owner/name". */
  repo: "your-github-account/your-site-repository",
  /** The branch the site is built from; drafts are pull requests against it. */
  branch: "main",
  /**
   * The OAuth provider that signs editors in with GitHub: its address and the path of its login
   * endpoint. Netlify's is https://api.netlify.com with "auth"; a worker of your own, e.g.
   * https://cms-auth.example.workers.dev with "auth".
   */
  oauth: { baseUrl: "https://cms-auth.example.com", authEndpoint: "auth" },
} as const;
