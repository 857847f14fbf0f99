import { launchChromium, signIn } from './browser';
const URL = 'http://localhost:8080';
const b = await launchChromium();
const p = await (await b.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
p.on('pageerror', (e) => console.log('pageerror', e.message));
p.on('response', (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
await signIn(p, URL, 'purchaser', '采购人');
for (const path of ['/cPortalIndex', '/bid/check-quote', '/bid/endBid', '/myAgreement']) {
  await p.goto(`${URL}/#${path}`); await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shots/pu${path.replaceAll('/', '-')}.png`, fullPage: true });
}
await b.close();
