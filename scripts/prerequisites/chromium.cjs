// Finds the Chromium the browser tests and benchmarks drive. CHROMIUM_PATH wins and is never
// silently replaced; otherwise the system's Chromium or Chrome, then a browser playwright installed.
const { accessSync, constants, existsSync } = require('node:fs');
const { delimiter, join } = require('node:path');

const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const MACOS = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH || '').split(delimiter)) {
    if (dir && executable(join(dir, name))) return join(dir, name);
  }
  return null;
}

function playwrightBrowser() {
  try {
    const path = require('playwright-core').chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** The command that installs a Chromium on this system, for the message. */
function installHint() {
  if (process.platform === 'darwin') return 'brew install --cask chromium';
  if (existsSync('/etc/debian_version')) return 'sudo apt-get install chromium';
  if (existsSync('/etc/fedora-release')) return 'sudo dnf install chromium';
  return "your system's package manager (the package is usually called chromium)";
}

/**
 * `{ path }` of the Chromium to use, or `{ error }` with the one message to show: CHROMIUM_PATH set
 * to something that does not run, or no browser found.
 */
function findChromium() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    return executable(chosen)
      ? { path: chosen }
      : {
          error: `CHROMIUM_PATH is ${chosen}, which is not an executable file. Point it at a Chromium or Chrome, or unset it.`,
        };
  }
  for (const name of ON_PATH) {
    const found = onPath(name);
    if (found) return { path: found };
  }
  if (process.platform === 'darwin') {
    const found = MACOS.find(executable);
    if (found) return { path: found };
  }
  const installed = playwrightBrowser();
  if (installed) return { path: installed };
  return {
    error: `No Chromium found for the browser tests. Install one with ${installHint()}, or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
  };
}

module.exports = { findChromium };
