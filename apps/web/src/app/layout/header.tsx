import { useEffect, useState } from "react";
import { Menu, X } from "lucide-react";
import { AccountActions } from "./account-actions";
import { BrandLogo } from "./brand-logo";
import { NavLinkList } from "./nav-link-list";

const mobileMenuId = "mobile-menu";

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-(--test-banner-height) z-50 border-b border-line bg-surface/90 backdrop-blur-md">
      <div className="page-container flex h-16 items-center justify-between gap-3">
        <BrandLogo onClick={closeMenu} />
        <nav aria-label="Main" className="flex min-w-0 items-center gap-2 lg:gap-4">
          <NavLinkList className="hidden items-center gap-0.5 md:flex lg:gap-1" />
          {/* min-w-0 down to the email lets it truncate when a subscriber's badge needs the room. */}
          <div className="hidden min-w-0 md:block">
            <AccountActions />
          </div>
          <button
            type="button"
            className="grid size-10 place-items-center rounded-md text-ink hover:bg-primary-soft md:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
          <div
            id={mobileMenuId}
            hidden={!menuOpen}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem-var(--test-banner-height))] overflow-y-auto border-b border-line bg-surface shadow-card md:hidden"
          >
            <div className="page-container flex flex-col gap-4 py-4">
              <NavLinkList
                className="flex flex-col gap-1"
                linkClassName="py-3 text-base"
                onNavigate={closeMenu}
              />
              <div className="border-t border-line pt-4">
                <AccountActions stacked onNavigate={closeMenu} />
              </div>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
