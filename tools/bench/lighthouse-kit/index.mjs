// What tools/bench/lighthouse.mjs imports from the kit: resolved here, from the kit's own node_modules.
export { launch as launchChrome } from 'chrome-launcher';
export { default as lighthouse, desktopConfig } from 'lighthouse';
export { default as puppeteer } from 'puppeteer-core';
