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

// A province, prefecture or autonomous region: short, closed by its sign (Tokyo, Hokkaido, Osaka and Kyoto included); a
// Chinese autonomous prefecture or area (自治州, 地区, 盟) under it is a region too, its city follows.
const HAN_REGION = /^(.{2,3}?[都道府県]|.{2,8}?(?:省|自治区|特别行政区|特別行政區))?([^市区县縣區]{2,8}?(?:自治州|地区|地區|盟))?/u;
// The signs that close the unit a town is: a city (市), a county (县, 縣) or a district or ward (区, 區), with the longest
// name each takes; a town or village (町, 村) in a Japanese district (郡) where none of them comes first.
const TOWN_SIGNS: Readonly<Record<string, number>> = { 市: 6, 县: 5, 縣: 5, 区: 5, 區: 5 };
const GUN_TOWN = /^.{1,4}?郡.{1,4}?[町村]/u;
// China's four municipalities, often written without 市 before their district ("北京海淀区…"): the name is the city.
const MUNICIPALITY = /^(?:北京|上海|天津|重庆|重慶)(?!市)(?=.{1,5}?[区區县縣])/u;

/**
 * The town unit at the start of `place`: the first sign that closes a town after one sign of its name at least ("市川市": the
 * name may open with 市); a 市 doubled ("四日市市") when the name before it holds none, as the first belongs to the name (but
 * not before a district named after the centre, "…市市中区"); a county (县, 縣) followed by a city (市) is that city's region.
 */
function townUnit(place: string): string | undefined {
  const municipality = place.match(MUNICIPALITY)?.[0];
  if (municipality) return municipality;
  const signs = [...place];
  const at = signs.findIndex((c, i) => i >= 1 && c in TOWN_SIGNS);
  const gun = place.match(GUN_TOWN)?.[0];
  if (gun && (at < 0 || signs.indexOf('郡') < at)) return gun;
  if (at < 0) return undefined;
  const sign = signs[at]!;
  if (at > TOWN_SIGNS[sign]!) return undefined;
  const unit = signs.slice(0, at + 1).join('');
  const after = signs.slice(at + 1).join('');
  if (sign === '市' && after.startsWith('市') && !unit.slice(0, -1).includes('市') && !/^市.?[区區]/u.test(after)) return `${unit}市`;
  if (sign === '县' || sign === '縣') {
    const city = /^.{1,6}?市/u.test(after) ? townUnit(after) : undefined;
    return city?.endsWith('市') ? city : unit;
  }
  return unit;
}

/** The parts of a Chinese or Japanese address without spaces between its units; undefined when the line is none. */
function hanAddress(place: string): AddressParts | undefined {
  const region = place.match(HAN_REGION)?.[0] ?? '';
  const afterRegion = place.slice(region.length);
  const city = townUnit(afterRegion);
  if (!city || !HAN_OR_KANA.test(city)) return undefined;
  // A county before its city ("新竹縣竹北市"): the street follows the city, the county stays out of it.
  const street = afterRegion.slice(afterRegion.indexOf(city) + city.length).trim();
  // A street holds its house or block number: a line of prose that happens to hold a city's sign holds none.
  if (!/\d/u.test(street)) return undefined;
  return { city, street };
}

// Korea's provinces as addresses write them short ("경기" for 경기도), and its special and metropolitan cities written short
// ("서울" for 서울특별시): such a city is the town when a district (구, 군) or, for 세종, a road follows.
const SHORT_PROVINCE = /^(?:경기|강원|충북|충남|전북|전남|경북|경남|제주)$/u;
const SHORT_METROPOLIS = /^(?:서울|부산|대구|인천|광주|대전|울산|세종)$/u;

/**
 * The parts of a Korean address: units parted by spaces, the city the first closed by 시 or 군 after a province (도, or its
 * short form), or a metropolitan city's short name before its district.
 */
function hangulAddress(place: string): AddressParts | undefined {
  const units = place.split(/\s+/u).filter(Boolean);
  let at = 0;
  if (/^\p{Script=Hangul}{2,6}도$/u.test(units[0] ?? '') || SHORT_PROVINCE.test(units[0] ?? '')) at = 1;
  const city = units[at] ?? '';
  const short = at === 0 && SHORT_METROPOLIS.test(city) && /^\p{Script=Hangul}{1,5}(?:구|군|로|길)$/u.test(units[1] ?? '');
  if (!short && !/^\p{Script=Hangul}{1,6}(?:시|군)$/u.test(city)) return undefined;
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
