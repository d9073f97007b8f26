import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Teach tailwind-merge our custom @theme tokens, so `text-display` is read as a size (not a color)
// and does not cancel `text-ink`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display", "display-lg"],
      radius: ["control", "card"],
      shadow: ["card"],
    },
  },
});

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
