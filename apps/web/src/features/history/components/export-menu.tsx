import { useEffect, useId, useRef, useState } from "react";
import type { AnalysisRecord } from "@faircarat/contracts";
import { historyCsvPath, reportPdfPath } from "@faircarat/contracts/report-paths";
import { ChevronDown, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { exportReport } from "../export-report";

const itemClass =
  "block w-full rounded px-3 py-2 text-left text-sm text-ink hover:bg-primary-soft hover:text-primary-strong focus-visible:bg-primary-soft";

/**
 * 'Export Report' (its behaviour is ours to choose, spec section 2): a small menu of this report
 * as PDF, the whole history as CSV, and this report as JSON. Every file name carries its date.
 */
export function ExportMenu({ record }: { record: AnalysisRecord }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Download aria-hidden="true" />
        Export Report
        <ChevronDown aria-hidden="true" className={open ? "rotate-180" : undefined} />
      </Button>
      {open ? (
        <ul
          id={menuId}
          aria-label="Export formats"
          className="absolute left-0 z-20 mt-1 w-64 rounded-control border border-line bg-surface p-1 shadow-card"
        >
          <li>
            <a
              href={reportPdfPath(record.id)}
              download
              className={itemClass}
              onClick={() => setOpen(false)}
            >
              PDF report
            </a>
          </li>
          <li>
            <a href={historyCsvPath} download className={itemClass} onClick={() => setOpen(false)}>
              CSV of all your analyses
            </a>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                exportReport(record);
                setOpen(false);
              }}
            >
              JSON data
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
