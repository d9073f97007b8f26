import { defaultOrigin, faircaratOrigin, readOrigin } from "../shared/settings";

const form = document.querySelector<HTMLFormElement>("#settings");
const input = document.querySelector<HTMLInputElement>("#origin");
const status = document.querySelector<HTMLParagraphElement>("#status");

/** Any port of the origin's host: the permission pattern Chrome grants for it. */
const permissionPattern = (origin: string) =>
  `${new URL(origin).protocol}//${new URL(origin).hostname}/*`;

async function save(text: string): Promise<string> {
  const origin = readOrigin(text);
  if (!origin)
    return "Enter the site's address, e.g. https://faircarat.com (plain http only for this computer).";
  // The build's own site needs no prompt; another one must be allowed by you first.
  if (
    permissionPattern(origin) !== permissionPattern(defaultOrigin) &&
    !(await chrome.permissions.request({ origins: [permissionPattern(origin)] }))
  )
    return "Not saved: the browser did not allow the extension to reach that site.";
  await chrome.storage.sync.set({ origin });
  return `Saved. Checks now go to ${origin}.`;
}

if (form && input && status) {
  void faircaratOrigin().then((origin) => (input.value = origin));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void save(input.value).then((message) => (status.textContent = message));
  });
}
