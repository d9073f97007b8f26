/** The documented public API (spec section 7); marketing only, the app does not call it. */
export interface ApiEndpoint {
  method: "GET";
  endpoint: string;
  description: string;
}

export const apiEndpoints: readonly ApiEndpoint[] = [
  {
    method: "GET",
    endpoint: "/api/v1/diamonds/analyze",
    description: "Analyze pricing from the 4Cs and diamond specs",
  },
  {
    method: "GET",
    endpoint: "/api/v1/diamonds/compare",
    description: "Compare similar diamonds across retailers",
  },
  {
    method: "GET",
    endpoint: "/api/v1/market/trends",
    description: "Market trends and historical pricing",
  },
  {
    method: "GET",
    endpoint: "/api/v1/retailers",
    description: "Supported retailers and their inventory",
  },
];

export const apiFeatures = [
  {
    title: "Real-Time Market Data",
    description: "Pricing data updated every 15 minutes from retailer listings.",
  },
  { title: "99.9% Uptime", description: "Reliable infrastructure for production integrations." },
  {
    title: "Complete 4Cs Coverage",
    description: "Analyze any combination of carat, cut, color and clarity.",
  },
  {
    title: "Secure API Keys",
    description: "Every request is authenticated with your own API key over HTTPS.",
  },
] as const;
