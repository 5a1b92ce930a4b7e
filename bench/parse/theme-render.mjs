// One theme's pages, rendered in a thread of their own (bench/parse/themes.mjs): themes change what they share when they
// load (a Handlebars helper or a moment.js locale registered globally), so a theme rendered after another in the same
// thread could print "[+0000bjeca Objeca]" for its dates. A thread loads one theme's modules afresh.
// workerData: { loader, theme, resumes: [[first, fallback], …] } → posts { probe, pages: [{ html, fallback }] }.
import { parentPort, workerData } from 'node:worker_threads';

const { loader, theme, probe, resumes } = workerData;
const { load } = await import(loader);
const m = await load(`jsonresume-theme-${theme}`);
const render = m.render ?? m.default?.render;
// Some themes print what they render.
console.log = () => {};
const pages = [];
for (const [first, fallback] of resumes) {
  // A theme that cannot render a job without a start (it slices the date) gets the full dates.
  const html = await Promise.resolve().then(() => render(structuredClone(first))).catch(() => undefined);
  pages.push(html === undefined ? { html: await render(structuredClone(fallback)), fallback: true } : { html, fallback: false });
}
parentPort.postMessage({ probe: await render(structuredClone(probe)), pages });
