const retailers: Record<string, string> = {
  "jamesallen.com": "James Allen",
  "cleanorigin.com": "Clean Origin",
  "brilliantearth.com": "Brilliant Earth",
  "bluenile.com": "Blue Nile",
  "vrai.com": "VRAI",
  "withclarity.com": "With Clarity",
  "ritani.com": "Ritani",
  "grownbrilliance.com": "Grown Brilliance",
};

/** The retailer's name as our market feeds spell it; an unknown shop is named by its host. */
export function retailerFromHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  for (const [domain, name] of Object.entries(retailers)) {
    if (host === domain || host.endsWith(`.${domain}`)) return name;
  }
  return host.replace(/^www\./, "");
}
