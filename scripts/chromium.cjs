// Debian's Chromium for every browser test and the read benchmark, with every background
// connection off: this machine has no internet, and Chromium's own calls would only fail.
const { chromium } = require('playwright-core');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Chromium is and how to start it; CHROMIUM_PATH points elsewhere when needed. */
function chromiumLaunchOptions() {
  return { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS };
}

/** @returns {Promise<import('playwright-core').Browser>} */
function launchChromium() {
  return chromium.launch(chromiumLaunchOptions());
}

module.exports = { chromiumLaunchOptions, launchChromium };
