#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests, installing Debian's package where this machine allows it.
// A missing browser is a failure with one line saying what to do, never a silent skip.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  return candidates.find((p) => p && existsSync(p));
}

function canApt() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

let found = findChromium();
if (!found && canApt()) {
  console.error('ensure-chromium: installing Debian chromium (apt-get install -y chromium)...');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    // fall through to the one-line failure below
  }
  found = findChromium();
}
if (!found) {
  console.error(
    'ensure-chromium: no Chromium found. Install it (apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}
console.error(`ensure-chromium: using ${found}`);
