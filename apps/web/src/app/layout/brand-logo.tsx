import { Gem } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

export function BrandLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight",
        className,
      )}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-on-primary">
        <Gem aria-hidden="true" className="size-4.5" />
      </span>
      FairCarat
    </Link>
  );
}
