import { cn } from "@/lib/cn";
import { steps } from "../steps";

/** The numbered 3-step explainer; `detailed` shows the longer text. */
export function StepList({
  detailed = false,
  className,
}: {
  detailed?: boolean;
  className?: string;
}) {
  return (
    <ol className={cn("grid gap-4 sm:grid-cols-3", className)}>
      {steps.map((step, index) => {
        const Icon = step.icon;
        return (
          <li
            key={step.title}
            className="rounded-card border border-line bg-surface p-5 shadow-card"
          >
            <div className="flex items-center gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-ink-soft">
              {detailed ? step.detail : step.summary}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
