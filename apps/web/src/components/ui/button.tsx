import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/cn";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-control font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary " +
  "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-primary text-on-primary shadow-sm hover:bg-primary-hover",
  secondary:
    "border border-line-strong bg-surface text-ink hover:border-primary hover:text-primary",
  ghost: "text-ink-soft hover:bg-primary-soft hover:text-primary-strong",
  inverse: "bg-surface text-primary-strong hover:bg-primary-soft",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

interface VariantOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Button classes, for elements that should look like a button (e.g. a router link). */
export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: VariantOptions = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

interface ButtonProps extends ComponentProps<"button">, Omit<VariantOptions, "className"> {
  /** Render the single child (e.g. a `<Link>`) with button styling instead of a `<button>`. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
