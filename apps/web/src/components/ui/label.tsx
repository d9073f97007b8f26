import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A plain <label>: Radix's adds nothing our forms use, and would cost first-load JavaScript. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-ink", className)} {...props} />;
}
