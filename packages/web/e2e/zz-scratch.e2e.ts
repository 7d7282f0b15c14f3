import { it } from 'vitest';
import { openSignedIn, seriousViolations, startStack } from './harness';

it('scratch screenshot', async () => {
  const stack = await startStack();
  try {
    for (const [path, file, dark] of JSON.parse(process.env.SHOTS ?? '[]') as [string, string, boolean][]) {
      const page = await openSignedIn(stack, path, { dark });
      page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
      await page.waitForTimeout(1500);
      if (process.env.ACT) await new Function('page', `return (async () => { ${process.env.ACT} })()`)(page);
      await page.screenshot({ path: file });
      if (process.env.AXE) console.log('axe', JSON.stringify(await seriousViolations(page)));
      if (process.env.DUMP) console.log((await page.locator(process.env.DUMP).first().innerHTML()).slice(0, 4000));
    }
  } finally {
    await stack.close();
  }
}, 120_000);
