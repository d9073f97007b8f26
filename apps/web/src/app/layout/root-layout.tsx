import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";
import { useFocusHashTarget } from "./use-focus-hash-target";

export function RootLayout() {
  // Marks the moment the prerendered page answers input (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useFocusHashTarget();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-strong focus:shadow-card"
      >
        Skip to main content
      </a>
      <Header />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex-1 pt-[calc(4rem+var(--test-banner-height))] focus:outline-none"
      >
        <Outlet />
      </main>
      <Footer />
      {/* Scrolls to the top on navigation, to the element of a #hash, and back on history pops. */}
      <ScrollRestoration />
    </div>
  );
}
