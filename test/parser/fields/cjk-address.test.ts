// Chinese, Japanese and Korean addresses in their own order (postcode, province, city, the rest). Invented roads and blocks.
import { describe, expect, it } from 'vitest';
import { cjkAddress } from '../../../src/parser/fields/cjk-address.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

describe('cjkAddress', () => {
  it.each<[string, { street?: string; city?: string; zip?: string }]>([
    // Japanese: 〒 first, the prefecture, the city (a Tokyo ward is one), then ward, block and house.
    ['〒060-0042 北海道札幌市中央区大通西九丁目1-2', { zip: '060-0042', city: '札幌市', street: '中央区大通西九丁目1-2' }],
    ['東京都目黒区中町九丁目1-1', { city: '目黒区', street: '中町九丁目1-1' }],
    ['宮城県 仙台市 青葉区一番町九丁目5-3', { city: '仙台市', street: '青葉区一番町九丁目5-3' }],
    // Chinese: a province or none (a city under the state), the city, district and road; the postcode after it in brackets.
    ['湖北省武汉市洪山区松桂路27号（邮编 430070）', { zip: '430070', city: '武汉市', street: '洪山区松桂路27号' }],
    ['北京市海淀区杏林路5号', { city: '北京市', street: '海淀区杏林路5号' }],
    ['广西壮族自治区南宁市青秀区竹影路９号', { city: '南宁市', street: '青秀区竹影路9号' }],
    // Korean: units parted by spaces; a metropolitan city is the city, else the 시 or 군 after the province.
    ['(03187) 서울특별시 종로구 새봄길 17', { zip: '03187', city: '서울특별시', street: '종로구 새봄길 17' }],
    ['경상남도 창원시 의창구 솔바람로 8', { city: '창원시', street: '의창구 솔바람로 8' }],
    ['강원도 평창군 대관령면 눈꽃로 3', { city: '평창군', street: '대관령면 눈꽃로 3' }],
    ['〒150-0041', { zip: '150-0041' }],
  ])('%s', (line, want) => expect(cjkAddress(line)).toEqual(want));

  it('reads no address from prose, a school line or a Latin line', () => {
    for (const line of ['负责华东地区的渠道销售', '2016.09 – 2019.06 白桦大学 统计学 硕士', '서울 지사 영업 담당', '12 Elm Road, Lakeport', '会计学']) {
      expect(cjkAddress(line), line).toBeUndefined();
    }
  });
});

describe('CJK addresses in the contact block', () => {
  const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

  it('reads an address after its label, in its own order', () => {
    expect(address('手机：139 0000 1111', '住址：湖北省武汉市洪山区松桂路27号')).toEqual({ street: '洪山区松桂路27号', city: '武汉市', zip: '' });
    expect(address('휴대폰: 010-0000-1111', '현주소: (03187) 서울특별시 종로구 새봄길 17')).toEqual({ street: '종로구 새봄길 17', city: '서울특별시', zip: '03187' });
  });

  it('joins a postcode after its label to the address on the line below', () => {
    expect(address('hana@example.org', '現住所 〒060-0042', '北海道札幌市中央区大通西九丁目1-2', 'スキル'))
      .toEqual({ street: '中央区大通西九丁目1-2', city: '札幌市', zip: '060-0042' });
  });
});
