// Chinese, Japanese and Korean addresses, written from the largest unit to the smallest: the postcode first (Japan's
// 〒, Korea's five digits in brackets) or after the address in brackets (China's six, with or without 邮编), then the
// prefecture or province, the city, and the rest (ward or district, road or block, number) as the street. Chinese and
// Japanese write the units without spaces, each closed by its sign (省, 県, 都, 府, 市, 区, 町, 村 …); Korean parts them by
// spaces, the city closed by 시 (서울특별시, 부산광역시, 성남시) or 군. Pure text logic on one line.
import type { AddressParts } from './address-parts.js';

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

// Full-width digits and signs as an input method types them: the same shapes as ASCII.
const halfWidth = (text: string): string => text.replace(/[０-９－（）]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

// The postcode: 〒 and Japan's 3-4 digits; five (Korea) or six (China) digits in brackets, with 邮编/우편번호 or not;
// or after 邮编 with a colon.
const POSTCODES: RegExp[] = [
  /〒\s?(\d{3}-\d{4})(?!\d)/u,
  /[(（]\s*(?:邮编|郵便番号|우편번호)?\s*[:：]?\s*(\d{5,6})\s*[)）]/u,
  /(?:邮编|邮政编码|우편번호)\s*[:：]?\s*(\d{5,6})(?!\d)/u,
];

// A province, prefecture or autonomous region: short, closed by its sign (Tokyo, Hokkaido, Osaka and Kyoto included).
const HAN_REGION = /^(.{2,3}?[都道府県]|.{2,8}?(?:省|自治区|特别行政区|特別行政區))/u;
// The city: a name of one to six signs closed by 市; a Tokyo ward (区) or a town or village (町, 村) where there is no city.
const HAN_CITY = /^(.{1,6}?市|.{1,5}?区|.{1,4}?郡.{1,4}?[町村])/u;

/** The parts of a Chinese or Japanese address without spaces between its units; undefined when the line is none. */
function hanAddress(place: string): AddressParts | undefined {
  const region = place.match(HAN_REGION)?.[1] ?? '';
  const afterRegion = place.slice(region.length);
  const city = afterRegion.match(HAN_CITY)?.[1];
  if (!city) return undefined;
  const street = afterRegion.slice(city.length).trim();
  // A street holds its house or block number: a line of prose that happens to hold a city's sign holds none.
  if (!/\d/u.test(street) || !HAN_OR_KANA.test(city)) return undefined;
  return { city, street };
}

/** The parts of a Korean address: units parted by spaces, the city the first closed by 시 or 군 after a province (도). */
function hangulAddress(place: string): AddressParts | undefined {
  const units = place.split(/\s+/u).filter(Boolean);
  let at = 0;
  if (/^\p{Script=Hangul}{2,6}도$/u.test(units[0] ?? '')) at = 1;
  const city = units[at] ?? '';
  if (!/^\p{Script=Hangul}{1,6}(?:시|군)$/u.test(city)) return undefined;
  const street = units.slice(at + 1).join(' ');
  if (!/\d/u.test(street) || !HANGUL.test(street)) return undefined;
  return { city, street };
}

/**
 * A Chinese, Japanese or Korean address line (its label already cut off): postcode, city and street, or undefined
 * when the line is no address of that shape. A postcode alone ("〒150-0041") is read too: its town may follow below.
 */
export function cjkAddress(text: string): AddressParts | undefined {
  const line = halfWidth(text).trim();
  if (!HAN_OR_KANA.test(line) && !HANGUL.test(line) && !line.includes('〒')) return undefined;
  let zip: string | undefined;
  let place = line;
  for (const postcode of POSTCODES) {
    const m = place.match(postcode);
    if (!m) continue;
    zip = m[1];
    place = (place.slice(0, m.index) + ' ' + place.slice((m.index ?? 0) + m[0].length)).trim();
    break;
  }
  place = place.replace(/^[,，、\s]+|[,，、。\s]+$/gu, '');
  const parts = HANGUL.test(place) ? hangulAddress(place) : hanAddress(place.replace(/\s+/gu, ''));
  if (parts) return zip ? { ...parts, zip } : parts;
  return zip && place === '' ? { zip } : undefined;
}
