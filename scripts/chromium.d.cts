import type { Browser } from 'playwright-core';

export function launchChromium(): Promise<Browser>;

export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
