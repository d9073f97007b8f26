import { paths } from "@faircarat/contracts/paths";
import { reportPdfPath } from "@faircarat/contracts/report-paths";
import { FileDown } from "lucide-react";
import { buttonVariants, type ButtonSize } from "@/components/ui/button";

interface ReportPdfLinkProps {
  /**
   * The stored analysis the signed-in owner is looking at; null for anyone else, who is sent to
   * /auth (spec).
   */
  analysisId: string | null;
  className?: string;
  size?: ButtonSize;
}

/**
 * 'Download Full PDF Report': the server's PDF for the owner, the sign-in page in a new tab
 * otherwise.
 */
export function ReportPdfLink({ analysisId, className, size = "md" }: ReportPdfLinkProps) {
  const style = buttonVariants({ variant: "secondary", size, className });
  if (!analysisId) {
    return (
      <a href={paths.auth} target="_blank" rel="noopener noreferrer" className={style}>
        <FileDown aria-hidden="true" />
        Download Full PDF Report
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={reportPdfPath(analysisId)} download className={style}>
      <FileDown aria-hidden="true" />
      Download Full PDF Report
    </a>
  );
}
