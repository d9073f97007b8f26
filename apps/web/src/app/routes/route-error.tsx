import { useEffect } from "react";
import { useRouteError } from "react-router";
import { pageTitle } from "@/config/site";

/** Shown when rendering a page throws. It renders outside the providers, so it uses none. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error("Unexpected page error", error);
  }, [error]);

  return (
    <main className="page-container flex min-h-dvh flex-col items-center justify-center py-20 text-center">
      <title>{pageTitle("Something Went Wrong")}</title>
      <h1 className="text-2xl font-semibold text-ink">Something went wrong</h1>
      <p className="mt-3 max-w-md text-ink-soft">
        An unexpected error stopped this page from loading. Please try again.
      </p>
      <a
        href="/"
        className="mt-8 inline-flex h-12 items-center rounded-control bg-primary px-6 font-semibold text-on-primary hover:bg-primary-hover"
      >
        Return to Home
      </a>
    </main>
  );
}
