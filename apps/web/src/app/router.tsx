import { paths } from "@faircarat/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./layout/root-layout";
import { Providers } from "./providers";
import { AboutRoute } from "./routes/about";
import { ApiAccessRoute } from "./routes/api-access";
import { AuthRoute } from "./routes/auth";
import { ContactRoute } from "./routes/contact";
import { DiamondGuideRoute } from "./routes/diamond-guide";
import { EnterpriseRoute } from "./routes/enterprise";
import { HomeRoute } from "./routes/home";
import { HowItWorksRoute } from "./routes/how-it-works";
import { NotFoundRoute } from "./routes/not-found";
import { PaymentSuccessRoute } from "./routes/payment-success";
import { PricingRoute } from "./routes/pricing";
import { PrivacyRoute } from "./routes/privacy";
import { RouteError } from "./routes/route-error";
import { SubscriptionSuccessRoute } from "./routes/subscription-success";
import { TermsRoute } from "./routes/terms";

/** Every route of the spec's route table, then the catch-all 404. */
export const pageRoutes: RouteObject[] = [
  { path: paths.home, element: <HomeRoute /> },
  { path: paths.auth, element: <AuthRoute /> },
  { path: paths.howItWorks, element: <HowItWorksRoute /> },
  { path: paths.about, element: <AboutRoute /> },
  { path: paths.contact, element: <ContactRoute /> },
  { path: paths.diamondGuide, element: <DiamondGuideRoute /> },
  { path: paths.apiAccess, element: <ApiAccessRoute /> },
  { path: paths.enterprise, element: <EnterpriseRoute /> },
  { path: paths.pricing, element: <PricingRoute /> },
  { path: paths.paymentSuccess, element: <PaymentSuccessRoute /> },
  { path: paths.subscriptionSuccess, element: <SubscriptionSuccessRoute /> },
  { path: paths.privacy, element: <PrivacyRoute /> },
  { path: paths.terms, element: <TermsRoute /> },
  { path: "*", element: <NotFoundRoute /> },
];

export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      element: (
        <Providers queryClient={queryClient}>
          <RootLayout />
        </Providers>
      ),
      errorElement: <RouteError />,
      children: pageRoutes,
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
