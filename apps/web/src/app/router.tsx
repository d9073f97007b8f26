import { paths } from "@faircarat/contracts/paths";
import { ownedReportRoute, sharedReportRoute } from "@faircarat/contracts/report-paths";
import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./layout/root-layout";
import { Providers } from "./providers";
import { RouteError } from "./routes/route-error";

/**
 * Every route of the spec's route table, then the catch-all 404. Each page's code loads with the
 * page (start-app.tsx waits for it before hydrating), so no page carries another's: the home page's
 * analyzer and sections once weighed on every other page's first load.
 */
export const pageRoutes: RouteObject[] = [
  {
    path: paths.home,
    lazy: () => import("./routes/home").then((m) => ({ Component: m.HomeRoute })),
  },
  {
    path: paths.auth,
    lazy: () => import("./routes/auth").then((m) => ({ Component: m.AuthRoute })),
  },
  {
    path: paths.howItWorks,
    lazy: () => import("./routes/how-it-works").then((m) => ({ Component: m.HowItWorksRoute })),
  },
  {
    path: paths.about,
    lazy: () => import("./routes/about").then((m) => ({ Component: m.AboutRoute })),
  },
  {
    path: paths.contact,
    lazy: () => import("./routes/contact").then((m) => ({ Component: m.ContactRoute })),
  },
  {
    path: paths.diamondGuide,
    lazy: () => import("./routes/diamond-guide").then((m) => ({ Component: m.DiamondGuideRoute })),
  },
  {
    path: paths.apiAccess,
    lazy: () => import("./routes/api-access").then((m) => ({ Component: m.ApiAccessRoute })),
  },
  {
    path: paths.apiKeys,
    lazy: () => import("./routes/api-keys").then((m) => ({ Component: m.ApiKeysRoute })),
  },
  {
    path: paths.apiDocs,
    lazy: () => import("./routes/api-docs").then((m) => ({ Component: m.ApiDocsRoute })),
  },
  {
    path: paths.enterprise,
    lazy: () => import("./routes/enterprise").then((m) => ({ Component: m.EnterpriseRoute })),
  },
  {
    path: paths.pricing,
    lazy: () => import("./routes/pricing").then((m) => ({ Component: m.PricingRoute })),
  },
  {
    path: paths.paymentSuccess,
    lazy: () =>
      import("./routes/payment-success").then((m) => ({ Component: m.PaymentSuccessRoute })),
  },
  {
    path: paths.subscriptionSuccess,
    lazy: () =>
      import("./routes/subscription-success").then((m) => ({
        Component: m.SubscriptionSuccessRoute,
      })),
  },
  {
    path: paths.extension,
    lazy: () => import("./routes/extension").then((m) => ({ Component: m.ExtensionRoute })),
  },
  {
    path: paths.methodology,
    lazy: () => import("./routes/methodology").then((m) => ({ Component: m.MethodologyRoute })),
  },
  {
    path: paths.privacy,
    lazy: () => import("./routes/privacy").then((m) => ({ Component: m.PrivacyRoute })),
  },
  {
    path: paths.terms,
    lazy: () => import("./routes/terms").then((m) => ({ Component: m.TermsRoute })),
  },
  // Outside the spec's route table: the page a report's share link opens (decision 026).
  {
    path: sharedReportRoute,
    lazy: () => import("./routes/shared-report").then((m) => ({ Component: m.SharedReportRoute })),
  },
  // Outside the spec's route table: the owner's page of one report (decision 058).
  {
    path: ownedReportRoute,
    lazy: () => import("./routes/owned-report").then((m) => ({ Component: m.OwnedReportRoute })),
  },
  {
    path: "*",
    lazy: () => import("./routes/not-found").then((m) => ({ Component: m.NotFoundRoute })),
  },
  // Matched as the server matches them (isAppPath): /PRICING is its 404, so the page must be too.
].map((route) => ({ ...route, caseSensitive: true }));

/** `children` lets unit tests pass the page routes already loaded (test/render-app.tsx). */
export function createRoutes(
  queryClient?: QueryClient,
  children: RouteObject[] = pageRoutes,
): RouteObject[] {
  return [
    {
      element: (
        <Providers queryClient={queryClient}>
          <RootLayout />
        </Providers>
      ),
      errorElement: <RouteError />,
      children,
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
