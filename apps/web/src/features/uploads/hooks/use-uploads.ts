import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { UploadedFile } from "@faircarat/contracts";
import { uploadMessages } from "@faircarat/contracts/upload-rules";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/api-client";
import { checkUpload, toNotice } from "../upload-checks";
import {
  saveUploads,
  serverUploadsSnapshot,
  subscribeToUploads,
  uploadsSnapshot,
} from "../uploads-storage";

// Needed only once a file is chosen: kept out of the home page's first load.
const uploadsApi = () => import("../api/uploads-api");

export type UploadState = { phase: "idle" } | { phase: "uploading"; percent: number };

function showError(message: string) {
  const notice = toNotice(message);
  toast.error(notice.title, { description: notice.description });
}

interface UploadsAccount {
  /** Null when signed out. */
  userId: string | null;
  /** True until the session check has answered. */
  loading: boolean;
  /** A file just uploaded and read (its certificate fields fill the form at once). */
  onUploaded?: (file: UploadedFile) => void;
}

/** The widget's files and its idle -> uploading -> listed cycle (spec section 4). */
export function useUploads({ userId, loading, onUploaded }: UploadsAccount) {
  const files = useSyncExternalStore(
    subscribeToUploads,
    () => uploadsSnapshot(userId),
    serverUploadsSnapshot,
  );
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  // A file chosen before the session check answers waits for it, so a signed-in user is not told to
  // sign in.
  const waitingFile = useRef<File | null>(null);
  const signedIn = userId !== null;
  // The newest callback, without restarting an upload's closure when the page re-renders.
  const latestOnUploaded = useRef(onUploaded);
  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  });

  const send = useCallback(
    async (file: File | undefined) => {
      const refused = checkUpload(file, signedIn);
      if (refused || !file) {
        if (refused) toast.error(refused.title, { description: refused.description });
        return;
      }
      setState({ phase: "uploading", percent: 0 });
      try {
        const { uploadFile } = await uploadsApi();
        const stored = await uploadFile(file, (percent) =>
          setState({ phase: "uploading", percent }),
        );
        if (userId) saveUploads(userId, [...uploadsSnapshot(userId), stored]);
        latestOnUploaded.current?.(stored);
        toast.success(uploadMessages.uploadedShort);
        toast.success(uploadMessages.uploaded.title, {
          description: uploadMessages.uploaded.description,
        });
      } catch (error) {
        showError(errorMessage(error, uploadMessages.uploadFailed));
      } finally {
        setState({ phase: "idle" });
      }
    },
    [signedIn, userId],
  );

  const upload = useCallback(
    async (file: File | undefined) => {
      if (loading && file) waitingFile.current = file;
      else await send(file);
    },
    [loading, send],
  );

  useEffect(() => {
    const file = waitingFile.current;
    if (loading || !file) return;
    waitingFile.current = null;
    void send(file);
  }, [loading, send]);

  const remove = useCallback(
    async (file: UploadedFile) => {
      try {
        const { deleteUploadedFile } = await uploadsApi();
        await deleteUploadedFile(file.id);
        if (userId)
          saveUploads(
            userId,
            uploadsSnapshot(userId).filter((candidate) => candidate.id !== file.id),
          );
        toast.success(uploadMessages.deleted.title, {
          description: uploadMessages.deleted.description,
        });
      } catch (error) {
        showError(errorMessage(error, uploadMessages.deleteFailed));
      }
    },
    [userId],
  );

  return { files, state, upload, remove };
}

export type Uploads = ReturnType<typeof useUploads>;
