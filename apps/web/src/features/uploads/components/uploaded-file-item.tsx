import { useState } from "react";
import type { UploadedFile } from "@faircarat/contracts";
import { FileText, X } from "lucide-react";
import type { CertificateFills } from "./file-upload";
import { CertificateReading } from "./certificate-reading";

interface UploadedFileItemProps {
  file: UploadedFile;
  onRemove: (file: UploadedFile) => void;
  fills: CertificateFills;
}

/**
 * One uploaded file: a preview (a PDF's first page, or an icon), its name, a remove button and what
 * was read.
 */
export function UploadedFileItem({ file, onRemove, fills }: UploadedFileItemProps) {
  const [previewFailed, setPreviewFailed] = useState(false);
  return (
    <li className="space-y-3 rounded-control border border-line p-3">
      <div className="flex items-center gap-3">
        {previewFailed ? (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-control bg-danger-soft text-danger">
            <FileText aria-hidden="true" className="size-7" />
            <span className="sr-only">{file.type === "application/pdf" ? "PDF" : "Image"}</span>
          </span>
        ) : (
          <img
            src={file.previewUrl}
            alt={`Preview of ${file.name}`}
            onError={() => setPreviewFailed(true)}
            className="size-14 shrink-0 rounded-control border border-line bg-surface object-cover object-top"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-ink-muted">{formatSize(file.sizeBytes)}</p>
        </div>
        <button
          type="button"
          onClick={() => onRemove(file)}
          aria-label={`Remove ${file.name}`}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-primary"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {file.certificate ? (
        <CertificateReading
          reading={file.certificate}
          fill={fills.of(file)}
          onFill={() => fills.fill(file)}
          onUndo={() => fills.undo(file)}
        />
      ) : null}
    </li>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
