// Prints HTML pages to PDF with a headless Chromium, for bench/parse/themes.mjs --pdf: the themes' pages then reach
// the parser as the PDFs that web CV builders hand out (text runs placed by Skia, subset fonts with ToUnicode maps,
// columns and sidebars as the page lays them out), not as HTML.
// One browser for all pages, driven over the DevTools protocol on a pipe (--remote-debugging-pipe: commands on the
// child's fd 3, answers and events on fd 4, one JSON message per NUL-terminated chunk): a browser started per page
// cost ~1 s each. No network: every host name resolves to nothing, so a theme's web font or CDN stylesheet fails at
// once and the page is set in the machine's fonts.
//   const printer = await startPdfPrinter(); const bytes = await printer.print('/abs/page.html', 'letter'); await printer.close();
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The longest a page may take to load before it is printed as it stands (a stalled resource). */
const LOAD_WAIT_MS = 10_000;

/** Paper sizes in inches (Chromium's unit): A4 as in Europe, Letter as in the US, where lines wrap elsewhere. */
export const PAPERS = { a4: { paperWidth: 8.27, paperHeight: 11.69 }, letter: { paperWidth: 8.5, paperHeight: 11 } };

/** The Chromium found on this machine ($CHROMIUM, or the usual names on PATH), or undefined. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM, 'chromium', 'chromium-browser', 'google-chrome'].filter(Boolean);
  return candidates.find((c) => spawnSync(c, ['--version'], { stdio: 'ignore' }).status === 0);
}

export async function startPdfPrinter(executable = findChromium()) {
  if (!executable) throw new Error('no Chromium here: install it (Debian: apt-get install -y chromium) or name it in $CHROMIUM');
  const profile = mkdtempSync(join(tmpdir(), 'recruit-print-'));
  const child = spawn(executable, [
    '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check', '--mute-audio',
    '--remote-debugging-pipe', `--user-data-dir=${profile}`, '--host-resolver-rules=MAP * ~NOTFOUND', 'about:blank',
  ], { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  const commands = child.stdio[3];
  const answers = child.stdio[4];
  let nextId = 1;
  const pending = new Map(); // id → { resolve, reject }
  const listeners = new Set(); // (message) => void, for events
  let buffered = '';
  answers.setEncoding('utf8');
  answers.on('data', (chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = message.id !== undefined ? pending.get(message.id) : undefined;
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${message.error.message} (${message.error.code})`));
        else waiting.resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const ended = new Promise((resolve) => child.once('exit', resolve));
  void ended.then((code) => {
    for (const { reject } of pending.values()) reject(new Error(`Chromium ended (${code}): ${stderr.trim().split('\n').at(-1) ?? ''}`));
    pending.clear();
  });
  const send = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    commands.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
  });
  await send('Browser.getVersion');

  return {
    /** The page at this absolute path printed to PDF (A4 or Letter, backgrounds printed, the page's own @page size where it sets one). */
    async print(file, paper = 'a4') {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
      try {
        const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
        await send('Page.enable', {}, sessionId);
        let onLoad;
        const loaded = new Promise((resolve) => {
          onLoad = (m) => m.sessionId === sessionId && m.method === 'Page.loadEventFired' && resolve();
          listeners.add(onLoad);
        });
        await send('Page.navigate', { url: pathToFileURL(file).href }, sessionId);
        let timer;
        await Promise.race([loaded, new Promise((resolve) => (timer = setTimeout(resolve, LOAD_WAIT_MS)))]);
        clearTimeout(timer);
        listeners.delete(onLoad);
        // A page that fades its content in (an animation from opacity 0) printed at load is blank: whoever prints it sees
        // the page after its animations ended, so they are ended first (an endless one, which cannot finish, is dropped).
        await send('Runtime.evaluate', {
          expression: 'document.getAnimations().forEach((a) => { try { a.finish(); } catch { a.cancel(); } })',
        }, sessionId);
        const { data } = await send('Page.printToPDF', {
          printBackground: true, preferCSSPageSize: true, ...PAPERS[paper],
        }, sessionId);
        return new Uint8Array(Buffer.from(data, 'base64'));
      } finally {
        await send('Target.closeTarget', { targetId }).catch(() => undefined);
      }
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await ended;
      clearTimeout(killer);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
