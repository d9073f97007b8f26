import { useEffect } from "react";
import { paths } from "@faircarat/contracts/paths";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { pageTitle } from "@/config/site";

export function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn("404: no page at", pathname);
  }, [pathname]);

  return (
    <div className="page-container flex flex-col items-center py-20 text-center sm:py-28">
      <title>{pageTitle("Page Not Found")}</title>
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-ink-soft">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </div>
  );
}
