import { Gem } from "lucide-react";
import { Link } from "react-router";
import { site } from "@/config/site";
import { footerGroups } from "./footer-links";

export function Footer() {
  return (
    <footer className="bg-navy text-on-navy">
      <div className="page-container grid gap-10 py-12 md:grid-cols-[2fr_3fr]">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Gem aria-hidden="true" className="size-5" />
            FairCarat
          </p>
          <p className="mt-3 text-sm leading-relaxed text-on-navy-muted">
            Fair prices for lab-grown diamonds: every listing checked against real market data
            before you buy.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-white">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-sm text-on-navy-muted hover:text-white hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-navy-soft pb-(--floating-chat-room)">
        <p className="page-container py-6 text-sm text-on-navy-muted">
          {site.copyright}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
