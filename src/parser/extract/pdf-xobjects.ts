// Image XObjects read from the raw PDF bytes, so that pdfjs can open the
// document with `maxImageSize: 1` and never decode a picture in JavaScript: the pictures
// are decoded natively instead (./pdf-image-decode.ts). A stream's dictionary is never
// inside a compressed object stream, so every image's dictionary is plain text in the file.
// Pure: bytes in, descriptions out. Anything not understood is described as such (the
// caller then lets pdfjs do the work, as before).
import {
  type Budget, PdfBudgetError, type ObjectHeader, type PdfDict, PdfReader, type PdfRef, PdfSyntaxError, type PdfValue,
  indexObjects, isDict, isName, isRef, isWhite, refKey,
} from './pdf-syntax.js';

export type ColourFamily = 'DeviceGray' | 'DeviceRGB' | 'DeviceCMYK';

export interface ImageXObject {
  /** "N G" of the object. */
  key: string;
  width: number;
  height: number;
  bitsPerComponent: number | null;
  /** Filter names in decoding order ([] when the data is not encoded). */
  filters: string[];
  /** From DecodeParms (FlateDecode: PNG/TIFF predictors). */
  predictor: number;
  colors: number;
  columns: number;
  parmBits: number;
  /** DCTDecode's ColorTransform parameter was given (we leave that to pdfjs). */
  colorTransform: boolean;
  /** Colour space as a device family (ICCBased by its /N), null when anything else. */
  colour: { family: ColourFamily; components: 1 | 3 | 4 } | null;
  /** What the colour space was, for messages: "DeviceRGB", "ICCBased", "Indexed", "?"… */
  colourName: string;
  smask: string | null;
  /** Matte in an SMask dictionary: pre-multiplied colours (pdfjs undoes them; we do not). */
  matte: boolean;
  /** A /Mask (colour key or stencil), or an SMask that is not a reference. */
  mask: boolean;
  /** The stencil image a /Mask reference names. */
  maskRef: string | null;
  imageMask: boolean;
  /** The Decode array, when present. */
  decode: number[] | null;
  /** Byte range of the (encoded) stream data in the file. */
  data: { start: number; end: number };
}

export interface ImageScan {
  /** The file has an /Encrypt dictionary: stream data is encrypted. */
  encrypted: boolean;
  /** Every image object, by key (SMasks included). */
  byKey: Map<string, ImageXObject>;
  /** The pictures: images not used as another image's SMask or Mask, nor a page thumbnail. */
  pictures: ImageXObject[];
  /** "/Subtype /Image" places whose object could not be read (unknown size and kind). */
  unreadable: number;
  /** More images than MAX_IMAGES, or the step budget ran out: the scan is not complete. */
  incomplete: boolean;
}

/** A CV shows a photo, a few logos and icons; a file with more images goes the pdfjs way. */
export const MAX_IMAGES = 64;
/** "/Subtype /Image" places looked at (older revisions of updated objects count too). */
const MAX_PLACES = MAX_IMAGES * 2;
/** Bytes looked at while parsing dictionaries, for the whole file. */
const STEP_BUDGET = 4_000_000;
/** Dictionaries larger than this are not image dictionaries we want to read. */
const MAX_DICT_BYTES = 64 * 1024;

const SUBTYPE_IMAGE = Buffer.from('/Image');
const SUBTYPE = Buffer.from('/Subtype');
const ENCRYPT = Buffer.from('/Encrypt');
const THUMB = Buffer.from('/Thumb');
const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

export function scanImageXObjects(bytes: Uint8Array): ImageScan {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const scan: ImageScan = { encrypted: pdf.indexOf(ENCRYPT) >= 0, byKey: new Map(), pictures: [], unreadable: 0, incomplete: false };
  const places = imagePlaces(pdf);
  if (places.length === 0) return scan;
  if (places.length > MAX_PLACES) return { ...scan, incomplete: true };
  const budget: Budget = { steps: STEP_BUDGET };
  try {
    const { headers, byKey } = indexObjects(pdf);
    const objects = new ObjectReader(new PdfReader(pdf, budget), byKey);
    for (const place of places) {
      const header = enclosingHeader(headers, place);
      // An older revision of an object updated later in the file: no page shows it.
      if (header && byKey.get(header.key) !== header) continue;
      const image = header ? readImage(objects, header, place) : null;
      if (!image) scan.unreadable++;
      else scan.byKey.set(image.key, image);
      if (scan.byKey.size > MAX_IMAGES) return { ...scan, incomplete: true };
    }
    const notPictures = new Set<string>(thumbnails(pdf, objects));
    for (const image of scan.byKey.values()) {
      if (image.smask) notPictures.add(image.smask);
      if (image.maskRef) notPictures.add(image.maskRef);
    }
    scan.pictures = [...scan.byKey.values()].filter((image) => !notPictures.has(image.key));
  } catch (error) {
    if (!(error instanceof PdfSyntaxError)) throw error;
    scan.incomplete = true;
  }
  return scan;
}

/** Offsets of "/Image" tokens preceded by "/Subtype"; stops after MAX_PLACES + 1. */
function imagePlaces(pdf: Buffer): number[] {
  const places: number[] = [];
  let at = 0;
  for (;;) {
    const hit = pdf.indexOf(SUBTYPE_IMAGE, at);
    if (hit < 0) return places;
    at = hit + SUBTYPE_IMAGE.length;
    const next = pdf[at];
    if (next !== undefined && !isWhite(next) && !'/<>[]()%'.includes(String.fromCharCode(next))) continue; // /ImageB, /ImageC
    let i = hit - 1;
    while (i >= 0 && hit - i < 16 && isWhite(pdf[i])) i--;
    if (i < SUBTYPE.length - 1 || !pdf.subarray(i - SUBTYPE.length + 1, i + 1).equals(SUBTYPE)) continue;
    places.push(hit);
    if (places.length > MAX_PLACES) return places;
  }
}

/** The last object header before `place` (headers are in file order). */
function enclosingHeader(headers: ObjectHeader[], place: number): ObjectHeader | null {
  let lo = 0;
  let hi = headers.length - 1;
  let found: ObjectHeader | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (headers[mid]!.body <= place) {
      found = headers[mid]!;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found && place - found.body <= MAX_DICT_BYTES ? found : null;
}

/** Resolves `N G R` through the header index, one object at a time (never object streams). */
class ObjectReader {
  constructor(readonly reader: PdfReader, private readonly byKey: Map<string, ObjectHeader>) {}

  /** The value of an object, with the offset after it. Throws when it is not in the file's plain text. */
  object(header: ObjectHeader): { value: PdfValue; end: number } {
    return this.reader.value(header.body);
  }

  header(ref: PdfRef): ObjectHeader | undefined {
    return this.byKey.get(refKey(ref));
  }

  /** A direct value, or what a reference points to (references to references followed a few times). */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    let v = value;
    for (let hops = 0; isRef(v) && hops < 4; hops++) {
      const header = this.header(v);
      if (!header) return undefined;
      v = this.object(header).value;
    }
    return isRef(v) ? undefined : v;
  }
}

function readImage(objects: ObjectReader, header: ObjectHeader, place: number): ImageXObject | null {
  try {
    const { value: dict, end } = objects.object(header);
    if (!isDict(dict) || end < place || !isNameValue(dict.get('Subtype'), 'Image')) return null;
    const data = streamData(objects, dict, end);
    if (!data) return null;
    return describe(objects, header.key, dict, data);
  } catch (error) {
    if (error instanceof PdfBudgetError || !(error instanceof PdfSyntaxError)) throw error;
    return null;
  }
}

const isNameValue = (v: PdfValue | undefined, name: string): boolean => isName(v) && v.name === name;

/** `stream` + EOL after the dictionary, its /Length (direct or indirect), else up to `endstream`. */
function streamData(objects: ObjectReader, dict: PdfDict, dictEnd: number): { start: number; end: number } | null {
  const pdf = objects.reader.pdf;
  const keyword = objects.reader.skipWhite(dictEnd);
  if (!pdf.subarray(keyword, keyword + STREAM.length).equals(STREAM)) return null;
  let start = keyword + STREAM.length;
  if (pdf[start] === 0x0d) start++;
  if (pdf[start] === 0x0a) start++;
  if (start === keyword + STREAM.length) return null;
  const length = objects.resolve(dict.get('Length'));
  if (typeof length === 'number' && Number.isInteger(length) && length >= 0 && start + length <= pdf.length) {
    const after = objects.reader.skipWhite(start + length);
    if (pdf.subarray(after, after + END_STREAM.length).equals(END_STREAM)) return { start, end: start + length };
  }
  // A wrong or missing length: the data ends before `endstream` and the EOL that precedes it.
  let end = pdf.indexOf(END_STREAM, start);
  if (end < 0) return null;
  if (pdf[end - 1] === 0x0a) end--;
  if (pdf[end - 1] === 0x0d) end--;
  return { start, end: Math.max(start, end) };
}

function describe(objects: ObjectReader, key: string, dict: PdfDict, data: { start: number; end: number }): ImageXObject {
  const get = (long: string): PdfValue | undefined => objects.resolve(dict.get(long));
  const num = (v: PdfValue | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const filterValue = get('Filter');
  const filters = (Array.isArray(filterValue) ? filterValue.map((f) => objects.resolve(f)) : filterValue === undefined ? [] : [filterValue])
    .map((f) => (isName(f) ? f.name : '?'));
  const parmsValue = get('DecodeParms');
  const parms = Array.isArray(parmsValue) ? objects.resolve(parmsValue[0]) : parmsValue;
  const parm = (name: string, fallback: number): number => (isDict(parms) ? num(objects.resolve(parms.get(name))) ?? fallback : fallback);
  const smask = dict.get('SMask');
  const mask = dict.get('Mask');
  const decode = get('Decode');
  const colour = colourSpace(objects, get('ColorSpace'));
  return {
    key,
    width: num(get('Width')) ?? 0,
    height: num(get('Height')) ?? 0,
    bitsPerComponent: num(get('BitsPerComponent')),
    filters,
    predictor: parm('Predictor', 1),
    colors: parm('Colors', 1),
    columns: parm('Columns', 1),
    parmBits: parm('BitsPerComponent', 8),
    colorTransform: isDict(parms) && parms.has('ColorTransform'),
    colour: colour.family,
    colourName: colour.name,
    smask: isRef(smask) ? refKey(smask) : null,
    matte: dict.has('Matte'),
    mask: mask !== undefined || (smask !== undefined && !isRef(smask)),
    maskRef: isRef(mask) ? refKey(mask) : null,
    imageMask: get('ImageMask') === true,
    decode: Array.isArray(decode) ? decode.map((d) => num(objects.resolve(d)) ?? NaN) : decode === undefined ? null : [NaN],
    data,
  };
}

function colourSpace(objects: ObjectReader, value: PdfValue | undefined): { family: ImageXObject['colour']; name: string } {
  if (value === undefined) return { family: null, name: 'none' };
  if (isName(value)) {
    const family = DEVICE[value.name];
    return { family: family ?? null, name: value.name };
  }
  if (Array.isArray(value) && isName(value[0])) {
    const name = value[0].name;
    if (name === 'ICCBased' && isRef(value[1])) {
      // The profile is a stream: its /N (components) is in its dictionary.
      const header = objects.header(value[1]);
      const profile = header ? objects.object(header).value : undefined;
      const n = isDict(profile) ? objects.resolve(profile.get('N')) : undefined;
      const family = n === 1 ? DEVICE.DeviceGray : n === 3 ? DEVICE.DeviceRGB : n === 4 ? DEVICE.DeviceCMYK : undefined;
      return { family: family ?? null, name };
    }
    if (value.length === 1) return colourSpace(objects, value[0]);
    return { family: null, name };
  }
  return { family: null, name: '?' };
}

const DEVICE: Record<string, ImageXObject['colour']> = {
  DeviceGray: { family: 'DeviceGray', components: 1 },
  DeviceRGB: { family: 'DeviceRGB', components: 3 },
  DeviceCMYK: { family: 'DeviceCMYK', components: 4 },
  G: { family: 'DeviceGray', components: 1 },
  RGB: { family: 'DeviceRGB', components: 3 },
  CMYK: { family: 'DeviceCMYK', components: 4 },
};

/** Page thumbnails (/Thumb N G R) are images no page shows. */
function thumbnails(pdf: Buffer, objects: ObjectReader): string[] {
  const found: string[] = [];
  let at = 0;
  for (let n = 0; n < MAX_IMAGES; n++) {
    const hit = pdf.indexOf(THUMB, at);
    if (hit < 0) break;
    at = hit + THUMB.length;
    try {
      const { value } = objects.reader.value(at);
      if (isRef(value)) found.push(refKey(value));
    } catch {
      // not followed by a value: not a thumbnail entry
    }
  }
  return found;
}
