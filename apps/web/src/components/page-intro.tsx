import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
}

/** The top band of an inner page: its only h1 and a short lead. */
export function PageIntro({ eyebrow, title, children, className }: PageIntroProps) {
  return (
    <div className={cn("border-b border-line bg-canvas", className)}>
      <div className="page-container py-12 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-display font-bold text-ink">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-ink-soft">{children}</div> : null}
      </div>
    </div>
  );
}
