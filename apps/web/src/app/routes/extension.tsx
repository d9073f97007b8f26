import { pageTitle } from "@/config/site";
import { ExtensionPage } from "@/features/extension/components/extension-page";

export function ExtensionRoute() {
  return (
    <>
      <title>{pageTitle("Browser Extension")}</title>
      <ExtensionPage />
    </>
  );
}
