import { lazy, Suspense, useEffect, useRef, useState, type DragEvent } from "react";
import type { UploadedFile } from "@faircarat/contracts";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { Uploads } from "../hooks/use-uploads";
import { ACCEPT_ATTRIBUTE } from "../upload-checks";
import type { CertificateFillView } from "./certificate-reading";
import { formatStatedPercent } from "@faircarat/contracts/figures";

// Shown once there are files: its code (previews, certificate fields) loads then.
const UploadedFileItem = lazy(() =>
  import("./uploaded-file-item").then((m) => ({ default: m.UploadedFileItem })),
);

/** What each read certificate did to the form, and filling or undoing it. */
export interface CertificateFills {
  of: (file: UploadedFile) => CertificateFillView | null;
  fill: (file: UploadedFile) => void;
  undo: (file: UploadedFile) => void;
}

interface FileUploadProps {
  uploads: Uploads;
  fills: CertificateFills;
}

/** The spec's upload widget: drop or choose a certificate or photo; it is read and listed. */
export function FileUpload({ uploads, fills }: FileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { state, files } = uploads;
  const uploading = state.phase === "uploading";
  const { upload } = uploads;

  // A file chosen before the app started (the page is prerendered and hydrated later) is still in
  // the input, its change event long gone: handle it as if chosen now.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (!early || !input.current) return;
    input.current.value = "";
    void upload(early);
    // Once, on mounting: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!uploading) void uploads.upload(event.dataTransfer.files[0]);
  }

  return (
    <div className="space-y-3">
      <div
        data-testid="upload-dropzone"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={handleDrop}
        aria-busy={uploading || undefined}
        className={cn(
          "flex flex-col items-center gap-3 rounded-control border-2 border-dashed border-line-strong p-5 text-center transition-colors",
          dragging && "border-primary bg-primary-soft",
          uploading && "pointer-events-none opacity-60",
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-primary" />
        <div>
          <p className="text-sm font-semibold text-ink">Certificate or photo</p>
          <p className="text-xs text-ink-muted">
            Drag a grading report (PDF) or a photo here. JPG, PNG, WebP or PDF, up to 10MB.
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="upload-input"
          onChange={(event) => {
            void uploads.upload(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {uploading ? "Uploading..." : "Choose File"}
        </Button>
        {uploading ? (
          <div className="w-full space-y-1">
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              className="h-2 w-full overflow-hidden rounded-full bg-line"
            >
              <div
                className="h-full bg-primary transition-[width]"
                style={{ width: `${state.percent}%` }}
              />
            </div>
            <p className="text-xs text-ink-muted" aria-live="polite">
              {state.percent < 100
                ? formatStatedPercent(state.percent)
                : "100%: reading the certificate..."}
            </p>
          </div>
        ) : null}
      </div>
      {files.length > 0 ? (
        <Suspense fallback={null}>
          <ul className="space-y-3" aria-label="Uploaded files">
            {files.map((file) => (
              <UploadedFileItem
                key={file.id}
                file={file}
                onRemove={(f) => void uploads.remove(f)}
                fills={fills}
              />
            ))}
          </ul>
        </Suspense>
      ) : null}
    </div>
  );
}
