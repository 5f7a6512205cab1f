import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';
const browser = await puppeteer.launch({ executablePath: chromiumLaunchOptions.executablePath, args: chromiumLaunchOptions.args, headless: true });
for (let i = 0; i < Number(process.argv[2] ?? 3); i++) {
  const r = await lighthouse('http://127.0.0.1:4971/', { port: Number(new URL(browser.wsEndpoint()).port), output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] }, desktopConfig);
  const lhr = r?.lhr;
  console.log(i, lhr?.runtimeError?.code, lhr?.runtimeError?.message?.slice(0, 200), Math.round((lhr?.categories.performance?.score ?? -1) * 100), lhr?.audits['largest-contentful-paint']?.displayValue, lhr?.audits['total-blocking-time']?.displayValue, JSON.stringify(lhr?.runWarnings));
}
await browser.close();
