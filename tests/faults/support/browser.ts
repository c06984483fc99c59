import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";

/** The system Chromium the browser tests use (CHROMIUM_PATH, else Debian's), launched headless. */
export function launchChromium(): Promise<Browser> {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const executablePath = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!executablePath) throw new Error("No Chromium found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH.");
  return chromium.launch({ executablePath });
}
