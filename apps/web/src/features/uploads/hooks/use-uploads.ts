import { useCallback, useState } from "react";
import { uploadMessages, type UploadedFile } from "@faircarat/contracts";
import { toast } from "sonner";
import { errorMessage } from "@/lib/api-client";
import { deleteUploadedFile, uploadFile } from "../api/uploads-api";
import { checkUpload, toNotice } from "../upload-checks";

export type UploadState = { phase: "idle" } | { phase: "uploading"; percent: number };

function showError(message: string) {
  const notice = toNotice(message);
  toast.error(notice.title, { description: notice.description });
}

/** The widget's files and its idle -> uploading -> listed cycle (spec section 4). */
export function useUploads(signedIn: boolean) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [state, setState] = useState<UploadState>({ phase: "idle" });

  const upload = useCallback(
    async (file: File | undefined) => {
      const refused = checkUpload(file, signedIn);
      if (refused || !file) {
        if (refused) toast.error(refused.title, { description: refused.description });
        return;
      }
      setState({ phase: "uploading", percent: 0 });
      try {
        const uploaded = await uploadFile(file, (percent) => setState({ phase: "uploading", percent }));
        setFiles((current) => [...current, uploaded]);
        toast.success(uploadMessages.uploadedShort);
        toast.success(uploadMessages.uploaded.title, { description: uploadMessages.uploaded.description });
      } catch (error) {
        showError(errorMessage(error, uploadMessages.uploadFailed));
      } finally {
        setState({ phase: "idle" });
      }
    },
    [signedIn],
  );

  const remove = useCallback(async (file: UploadedFile) => {
    try {
      await deleteUploadedFile(file.id);
      setFiles((current) => current.filter((candidate) => candidate.id !== file.id));
      toast.success(uploadMessages.deleted.title, { description: uploadMessages.deleted.description });
    } catch (error) {
      showError(errorMessage(error, uploadMessages.deleteFailed));
    }
  }, []);

  return { files, state, upload, remove };
}

export type Uploads = ReturnType<typeof useUploads>;
