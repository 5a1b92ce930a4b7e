// OCR for PDF pages without a text layer (PLATFORM.md §10): tesseract.js with
// the traineddata that ships in the @tesseract.js-data/* npm packages, so nothing is
// downloaded (cacheMethod 'none' also stops it writing a cache into the working dir).
// One tesseract worker per parser thread, created on first use and reused: its start-up
// and the language data cost far more than one page.
import { mkdirSync, symlinkSync, statSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { UnprocessableError } from '../../domain/errors.js';
import type { RawPixels } from '../images/encode.js';
import type { TextLine } from '../types.js';
import { guessOcrLanguage, type OcrLanguage } from './ocr-language.js';
import { normaliseText } from './text-lines.js';

/** Every language the project supports; one data package each (package.json). */
const LANGUAGES: readonly OcrLanguage[] = ['eng', 'deu', 'fra', 'ita', 'spa', 'hun', 'pol'];
/** Longer side of the image given to tesseract: ~200 dpi for an A4 page. */
const MAX_SIDE = 2400;

export interface OcrPageResult {
  lines: TextLine[];
  /** The language the page was finally read in; pass it on as the hint for the next page. */
  language: OcrLanguage;
}

interface OcrState {
  worker: Tesseract.Worker;
  language: OcrLanguage;
  /** Set by stopOcr before it terminates the worker: a page still being read must not call it again. */
  stopped?: boolean;
}
let state: Promise<OcrState> | null = null;

/**
 * OCR one page image. Without a language hint, a band across the middle of the page is
 * read in English first (a third of the work) to guess the language; the page is then
 * read once, in that language.
 */
export async function recognizePage(source: RawPixels, page: number, opts: { pageWidthPt: number; language?: OcrLanguage }): Promise<OcrPageResult> {
  const png = await sharp(Buffer.from(source.data.buffer, source.data.byteOffset, source.data.byteLength), {
    raw: { width: source.width, height: source.height, channels: source.channels },
  })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  // Tell tesseract the real resolution; scans often carry none and it then guesses badly.
  const dpi = Math.round(png.info.width / (opts.pageWidthPt / 72));
  const { width, height } = png.info;
  const band = { left: 0, top: Math.round(height * 0.25), width, height: Math.round(height * 0.35) };
  const language = opts.language ?? guessOcrLanguage(await recognizeIn(png.data, 'eng', dpi, band));
  const text = await recognizeIn(png.data, language, dpi);
  const lines = normaliseText(text)
    .split('\n')
    .filter((t) => t.trim() !== '')
    .map((t) => ({ text: t, page }));
  return { lines, language };
}

interface Rectangle { left: number; top: number; width: number; height: number }

async function recognizeIn(png: Buffer, language: OcrLanguage, dpi: number, rectangle?: Rectangle): Promise<string> {
  const ocr = await getState();
  // A page abandoned past its time budget (extract/pdf.ts) goes on in the background after
  // stopOcr: a call on the terminated worker throws inside tesseract.js, where nothing can
  // catch it (a crash of the process once tfjs's wasm runtime has hooked uncaught errors).
  const live = (): Tesseract.Worker => {
    if (ocr.stopped) throw new UnprocessableError('OCR was stopped');
    return ocr.worker;
  };
  if (ocr.language !== language) {
    await live().reinitialize(language, Tesseract.OEM.LSTM_ONLY, INIT_CONFIG);
    ocr.language = language;
  }
  await live().setParameters({ user_defined_dpi: String(Math.min(600, Math.max(70, dpi))) });
  const { data } = await live().recognize(png, rectangle ? { rectangle } : {});
  return data.text;
}

/** Ends the tesseract worker (its own thread); called when a parser thread shuts down. */
export async function stopOcr(): Promise<void> {
  const current = state;
  state = null;
  if (!current) return;
  const ocr = await current;
  ocr.stopped = true;
  await ocr.worker.terminate().catch(() => undefined);
}

/**
 * Init-time parameters. Some traineddata files name a user-words file that the npm data
 * packages do not ship (ita: "ita.special-words"); Tesseract then printed "failed to load
 * ./ita.special-words" on the CLI's stderr for every Italian scan. No such file, no lookup.
 */
// Tesseract config-file text ("name value" lines); tesseract.js's InitOptions type has no such key.
const INIT_CONFIG = 'user_words_suffix \n';

function getState(): Promise<OcrState> {
  state ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: languageDir(),
    cacheMethod: 'none',
    gzip: true,
    logger: () => undefined,
    errorHandler: () => undefined,
  }, INIT_CONFIG).then(
    (worker): OcrState => ({ worker, language: 'eng' }),
    (err: unknown) => {
      state = null;
      throw err;
    },
  );
  return state;
}

/**
 * tesseract.js reads every language from one langPath, but each npm data package has its
 * own folder: link them side by side in a temp folder (links only, no data copied).
 */
function languageDir(): string {
  const require = createRequire(import.meta.url);
  const dir = join(tmpdir(), 'recruit-tessdata-4.0.0_best_int');
  mkdirSync(dir, { recursive: true });
  for (const lang of LANGUAGES) {
    const target = join(dir, `${lang}.traineddata.gz`);
    if (statSync(target, { throwIfNoEntry: false })) continue; // follows the link: a dangling one is redone
    const pkg = dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    try {
      unlinkSync(target);
    } catch {
      // there was no stale link
    }
    try {
      symlinkSync(join(pkg, '4.0.0_best_int', `${lang}.traineddata.gz`), target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err; // another thread linked it first
    }
  }
  return dir;
}
