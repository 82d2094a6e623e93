import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import { languageOf } from "@content/languages";
import { languageContent } from "@content/page-language";
import { uiContent } from "@content/ui";
import { PrivacyChoicesPanel } from "~/components/layout/privacy-choices";
import { ScrollRestoration } from "~/components/layout/scroll-restoration";
import { ScrollToTopButton } from "~/components/layout/scroll-to-top-button";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { brandColors } from "~/styles/brand";
import { useLayoutChrome } from "~/utils/layout-handle";
import { layoutWords } from "~/utils/layout-words";
import { ContentProvider, useContent } from "~/utils/use-content";
import { useFullLayoutForJumps } from "~/utils/use-full-layout-for-jumps";
import type { Route } from "./+types/root";
import { startSiteScript } from "./site-script";
import "./styles/app.css";
import teluguFontsStylesheetUrl from "./styles/fonts-te.css?url";
import fontsStylesheetUrl from "./styles/fonts.css?url";

const pageLanguage = languageOf(layoutWords.language.language);

/** Each page's web fonts: a Telugu page adds the Telugu face (app/styles/fonts-te.css). */
const fontStylesheets =
  pageLanguage.code === "te" ? [fontsStylesheetUrl, teluguFontsStylesheetUrl] : [fontsStylesheetUrl];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={pageLanguage.code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandColors["brand-900"]} />
        <Meta />
        <Links />
        {/* Its fonts are loaded after the first paint by scripts/build/after-first-paint.ts; at once without JavaScript. */}
        {fontStylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} media="print" data-fonts-after-paint="" />
        ))}
        <noscript>
          {fontStylesheets.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const chrome = useLayoutChrome();
  const { pathname } = useLocation();
  useFullLayoutForJumps();
  useEffect(startSiteScript, []);
  return (
    <ContentProvider words={layoutWords}>
      <SkipLink />
      {/* Where some tracking id is set: first in the tab order, shown by app/features/tracking/tracking-script.ts. */}
      {import.meta.env.TRACKING_ON && <PrivacyChoicesPanel />}
      {chrome.siteHeader && <SiteHeader path={pathname} />}
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      {chrome.siteFooter && <SiteFooter />}
      <ScrollToTopButton />
    </ContentProvider>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return (
    <ContentProvider words={layoutWords}>
      <ErrorPage {...props} />
    </ContentProvider>
  );
}

function ErrorPage({ error }: Route.ErrorBoundaryProps) {
  const { errorPage } = useContent(uiContent);
  const { localePath } = useContent(languageContent);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : errorPage.unknown;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" className="container-page py-24">
      <h1 className="font-display text-heading text-brand-900">{errorPage.heading}</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      {stack && <pre className="mt-6 overflow-x-auto rounded-lg bg-sand-100 p-4 text-sm">{stack}</pre>}
      <a href={localePath("/")} className="mt-8 inline-block font-semibold text-brand-800 underline">
        {errorPage.homeLink}
      </a>
    </main>
  );
}
