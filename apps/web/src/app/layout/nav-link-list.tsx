import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { mainNavLinks } from "./nav-links";

interface NavLinkListProps {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

export function NavLinkList({ className, linkClassName, onNavigate }: NavLinkListProps) {
  return (
    <ul className={className}>
      {mainNavLinks.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-primary-soft hover:text-primary-strong md:px-2 lg:px-3",
                isActive ? "bg-primary-soft text-primary-strong" : "text-ink-soft",
                linkClassName,
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
