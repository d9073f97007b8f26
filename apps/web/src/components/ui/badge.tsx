import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const tones = {
  primary: "bg-primary-soft text-primary-strong",
  savings: "bg-savings-soft text-savings",
  /** Solid green, for the plan the user holds. */
  current: "bg-savings text-white",
  warning: "bg-warning-soft text-warning",
  neutral: "bg-canvas text-ink-soft",
} as const;

interface BadgeProps extends ComponentProps<"span"> {
  tone?: keyof typeof tones;
}

export function Badge({ tone = "primary", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
