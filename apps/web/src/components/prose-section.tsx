import type { ReactNode } from "react";

interface ProseSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled block of running text, used by the legal and about pages. */
export function ProseSection({ title, children }: ProseSectionProps) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <div className="space-y-3 leading-relaxed text-ink-soft [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
