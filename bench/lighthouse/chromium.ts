import * as chromeLauncher from "chrome-launcher";

/** Debian's Chromium (or CHROMIUM_PATH), headless, for Lighthouse to drive; one for the whole run. */
export function launchChromium() {
  const asRoot = process.getuid?.() === 0;
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      ...(asRoot ? ["--no-sandbox"] : []),
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}
