import { CircleCheck } from "lucide-react";
import { cn } from "@/lib/cn";

interface CheckListProps {
  items: readonly string[];
  className?: string;
}

export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-soft">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-savings" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
