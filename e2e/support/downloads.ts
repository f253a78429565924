import type { Page } from '@playwright/test';

/** Runs `start` (the click that saves a file) and returns the browser download's file name and text. */
export async function downloadedText(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await start();
  const download = await downloading;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}
