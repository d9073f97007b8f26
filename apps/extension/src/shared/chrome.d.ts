/**
 * The few extension APIs FairCarat's extension uses (Manifest V3), typed here instead of a
 * dependency.
 */
declare namespace chrome {
  namespace runtime {
    interface MessageSender {
      id?: string;
      tab?: { id?: number; url?: string };
      url?: string;
    }
    const id: string;
    function sendMessage<Response = unknown>(message: unknown): Promise<Response>;
    function openOptionsPage(): Promise<void>;
    function getURL(path: string): string;
    const onMessage: {
      addListener(
        listener: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (response: unknown) => void,
        ) => boolean | undefined,
      ): void;
    };
  }
  namespace storage {
    interface StorageArea {
      get(keys: string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
    }
    const sync: StorageArea;
  }
  namespace permissions {
    function request(permissions: { origins: string[] }): Promise<boolean>;
    function contains(permissions: { origins: string[] }): Promise<boolean>;
  }
}
