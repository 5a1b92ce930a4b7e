// GET /docs in a real headless Chromium (puppeteer-core + @sparticuz/chromium, both from
// npm): the page loads from this server alone (no CDN: every request it makes goes to the
// server), without console errors, and lists every operation of /openapi.json. Where
// Chromium cannot start on the machine the test is skipped, saying why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let browser: Browser | undefined;
let unavailable: string | undefined;

beforeAll(async () => {
  server = await startTestServer();
  try {
    const [{ default: chromium }, { default: puppeteer }] = await Promise.all([import('@sparticuz/chromium'), import('puppeteer-core')]);
    // Unpacks a Chromium into the temp directory (seconds, once per machine).
    browser = await puppeteer.launch({ executablePath: await chromium.executablePath(), args: chromium.args, headless: true });
  } catch (error) {
    unavailable = `headless Chromium cannot start on this machine: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the API page', () => {
  it('serves the page and its assets without a token, from this server', async () => {
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(`${server.url}/docs/static/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    expect((await fetch(`${server.url}/docs/json`)).status).toBe(200);
  });

  it('renders every operation of /openapi.json in Chromium, without console errors', async (context) => {
    if (!browser) context.skip(unavailable);
    const openApi = await (await fetch(`${server.url}/openapi.json`)).json() as { paths: Record<string, Record<string, unknown>> };
    const expected = Object.entries(openApi.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)).sort();
    expect(expected.length).toBeGreaterThan(40);

    const page = await browser!.newPage();
    const problems: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    const response = await page.goto(`${server.url}/docs`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('.opblock-summary', { timeout: 30_000 });
    const shown = await page.$$eval('.opblock-summary', (blocks) => blocks.map((block) => {
      const method = block.querySelector('.opblock-summary-method')?.textContent ?? '';
      const path = block.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
      return `${method.toUpperCase()} ${path}`;
    }));
    expect([...new Set(shown)].sort()).toEqual(expected);
    expect(await page.$eval('.info .title', (title) => title.textContent)).toContain('recruit API');
    expect(problems).toEqual([]);
    expect(elsewhere, 'requests to anywhere but this server (a CDN)').toEqual([]);
    await page.close();
  }, 120_000);
});
