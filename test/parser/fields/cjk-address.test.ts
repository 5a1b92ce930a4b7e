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

  it.each<[string, { street?: string; city?: string; zip?: string }]>([
    // Korean short forms: a metropolitan city before its district, a province before its city.
    ['(04510) 서울 중구 달빛로 21', { zip: '04510', city: '서울', street: '중구 달빛로 21' }],
    ['대구 수성구 들국화길 5', { city: '대구', street: '수성구 들국화길 5' }],
    ['세종 갈매로 77', { city: '세종', street: '갈매로 77' }],
    ['경북 포항시 남구 물새로 14', { city: '포항시', street: '남구 물새로 14' }],
    // A Chinese county under its province is the town; a county before its city is that city's region.
    ['安徽省黟县碧山路8号', { city: '黟县', street: '碧山路8号' }],
    ['江西省婺源县紫阳镇松风路3号（邮编 333200）', { zip: '333200', city: '婺源县', street: '紫阳镇松风路3号' }],
    ['新竹縣竹北市光明路九段12號', { city: '竹北市', street: '光明路九段12號' }],
    ['四川省成都市双流区杉林路6号', { city: '成都市', street: '双流区杉林路6号' }],
    ['云南省红河哈尼族彝族自治州蒙自市天马路2号', { city: '蒙自市', street: '天马路2号' }],
    // A municipality written without 市 before its district.
    ['天津河西区柳岸路19号', { city: '天津', street: '河西区柳岸路19号' }],
    // A city whose name holds 市: the first 市 belongs to it; a name that opens with 市 closes at the next; a district
    // named after the centre is no part of the city.
    ['〒510-0001 三重県四日市市桜丘町9-9', { zip: '510-0001', city: '四日市市', street: '桜丘町9-9' }],
    ['千葉県市原市市原九丁目1-4', { city: '市原市', street: '市原九丁目1-4' }],
    ['山东省济南市市中区榆树路7号', { city: '济南市', street: '市中区榆树路7号' }],
  ])('places: %s', (line, want) => expect(cjkAddress(line)).toEqual(want));

  it('reads no address from prose, a school line or a Latin line', () => {
    for (const line of ['负责华东地区的渠道销售', '2016.09 – 2019.06 白桦大学 统计学 硕士', '서울 지사 영업 담당', '12 Elm Road, Lakeport', '会计学',
      '부산 해운대구 지점 근무', '北京海淀区的客户']) {
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
