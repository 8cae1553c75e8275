// Chromium for every browser test and benchmark, with every background connection off: this
// machine has no internet, and Chromium's own calls would only fail.
const { chromium } = require('playwright-core');
const { findChromium } = require('./prerequisites/chromium.cjs');

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

/** Where Chromium is (see prerequisites/chromium.cjs) and how to start it. */
function chromiumLaunchOptions() {
  const found = findChromium();
  if (!found.path) throw new Error(found.error);
  return { executablePath: found.path, args: CHROMIUM_ARGS };
}

/** @returns {Promise<import('playwright-core').Browser>} */
function launchChromium() {
  return chromium.launch(chromiumLaunchOptions());
}

module.exports = { launchChromium };
