/**
 * How the browser tests and the browser benchmark start Debian's Chromium here: its own binary
 * (Playwright cannot download one offline) and flags that keep it off the closed network.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
