import { build } from 'esbuild';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { WEB_EMULATOR_ENV } from '../../scripts/stackAddresses.cjs';

let bundle: Promise<string> | undefined;

function probeBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [join(__dirname, 'rulesProbe.entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    // The site's env module reads Vite's variables: the local stack's, as its build gets them.
    define: { 'import.meta.env': JSON.stringify(WEB_EMULATOR_ENV) },
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  return bundle;
}

export interface RulesProbe {
  uid(): Promise<string | null>;
  get(path: string): Promise<string>;
  list(path: string): Promise<string>;
  write(path: string, data: Record<string, unknown>): Promise<string>;
}

/**
 * Loads the probe into the page; returns a caller that runs one probe method in the page. It is
 * evaluated by the browser's debugger, not added as an inline <script>, which the site's
 * Content-Security-Policy refuses.
 */
export async function attachRulesProbe(page: Page) {
  await page.evaluate(await probeBundle());
  return <K extends keyof RulesProbe>(method: K, ...args: Parameters<RulesProbe[K]>) =>
    page.evaluate(
      ([name, params]) =>
        (
          window as unknown as { rulesProbe: Record<string, (...a: unknown[]) => Promise<unknown>> }
        ).rulesProbe[name](...params),
      [method, args] as const,
    ) as ReturnType<RulesProbe[K]>;
}
