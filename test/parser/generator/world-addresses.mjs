// Addresses of the countries many CVs in English, Spanish and Portuguese come from that the nine languages' vocabularies do
// not draw (generateCv(seed, { worldAddresses: true }), drawn from a stream of its own after every other draw, so the people,
// jobs, schools and the earlier classes of a CV stay what they were). The truth's address and phone are those of the drawn
// country. One form a CV, English CVs drawing the English-speaking countries', Spanish the Latin American ones', Portuguese an
// Angolan or Mozambican one:
// - 'in-house': an Indian house number ("H.No. 8-2-293, …"), the road, the locality, then "Town - PIN, State";
// - 'in-flat': an Indian flat in a named building, the road, the locality and "Town 560034" (no dash);
// - 'in-pin': "S/O" and the father's name over the house and road with a landmark after it ("Near …"), the town with
//   "Dist." before it and its state, then "PIN: 411014" on a line of its own (stacked) or after a comma;
// - 'ca': a Canadian flat and street, "Town, ON M5V 2T6" (the flat before the street, or "1203-45 …");
// - 'au': an Australian unit ("Unit 5/12 …"), "Town NSW 2000";
// - 'ie': an Irish apartment, the town with its postal district ("Dublin 4") or without, and its Eircode;
// - 'sg': a Singapore block, its street, the unit ("#12-34") and "Singapore 560214";
// - 'ke': a Kenyan post-office box with its postal code after a dash ("P.O. Box 4521-00100") and the town;
// - 'ng': a Nigerian street, its town and "… State", no postcode;
// - 'za': a South African street, its suburb, the town and the postcode after a comma or (half) a space only ("Durban 4001");
// - 'mx': a Mexican street, "Col. …", "C.P. 06600", the town and its state's short form;
// - 'ar': an Argentine street with its floor and flat ("Piso 5, Dpto. B"), the postcode "C1425" before or after the town;
// - 'ao': an Angolan or Mozambican "Rua …, nº 12, Bairro …" and the town, no postcode;
// - 'plain': as before.
// The truth's street is the house (its number, flat, block or building) and the road, as the Brazilian forms of
// place-forms.mjs leave out the district: the locality, suburb, colonia or bairro after the road, a landmark ("Near …") and a
// parent ("S/O …") are none of it; the town is the town (a postal district's number, a district's mark, a state and a
// country are none of it); the postcode as printed without "PIN", "C.P." or "CP". On one line or over the form's
// lines, as the CV prints its address; in place of the address a CV's wild or hard forms would print, where no earlier class prints it in a form of its own.
// Street, building, locality and landmark names are invented; towns are real big cities with one of their postcodes.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';

/**
 * The CV prints its address through the lines a country form gives (document.mjs addressLines): no earlier class prints it
 * in a form of its own first (a town alone, a post-office box, a country form, a personal block). The wild forms printed
 * after the country forms (a flat, a country after the town, a wrapped street, a town line of another form) give way to it.
 */
function printsWorldAddress(cv) {
  const s = cv.style;
  return s.wild?.address !== 'city-only' && !s.persons?.lines && ![s.countries, s.spaced, s.townLines, s.openAddress, s.personal]
    .some((c) => c?.form !== undefined && c.form !== 'plain');
}

export const WORLD_FORMS = ['in-house', 'in-flat', 'in-pin', 'ca', 'au', 'ie', 'sg', 'ke', 'ng', 'za', 'mx', 'ar', 'ao', 'plain'];
const BY_LANG = {
  en: ['in-house', 'in-flat', 'in-pin', 'ca', 'au', 'ie', 'sg', 'ke', 'ng', 'za', 'plain'],
  // Spanish and Portuguese CVs come from Spain and Portugal too: most keep their address.
  es: ['mx', 'ar', 'plain', 'plain', 'plain'],
  pt: ['ao', 'plain', 'plain', 'plain'],
};

// Real towns with one of their postcodes (and state), general knowledge.
const TOWNS = {
  in: [['Hyderabad', '500034', 'Telangana'], ['Bengaluru', '560034', 'Karnataka'], ['Chennai', '600040', 'Tamil Nadu'],
    ['Pune', '411014', 'Maharashtra'], ['Mumbai', '400053', 'Maharashtra'], ['Kolkata', '700091', 'West Bengal'],
    ['Ahmedabad', '380015', 'Gujarat'], ['Jaipur', '302017', 'Rajasthan'], ['Lucknow', '226010', 'Uttar Pradesh'], ['Kochi', '682024', 'Kerala']],
  ca: [['Toronto', 'ON', 'M5V 2T6'], ['Ottawa', 'ON', 'K1P 5G4'], ['Vancouver', 'BC', 'V6B 4Y8'], ['Calgary', 'AB', 'T2P 3H5'],
    ['Montreal', 'QC', 'H3B 2Y5'], ['Winnipeg', 'MB', 'R3C 4T3'], ['Halifax', 'NS', 'B3J 3K5']],
  au: [['Sydney', 'NSW', '2000'], ['Melbourne', 'VIC', '3000'], ['Brisbane', 'QLD', '4000'], ['Perth', 'WA', '6000'], ['Adelaide', 'SA', '5000'],
    ['Canberra', 'ACT', '2601'], ['Hobart', 'TAS', '7000']],
  ie: [['Dublin', 'D04 X2Y3', '4'], ['Dublin', 'D02 K7W1', '2'], ['Dublin', 'D08 P3R6', '8'], ['Cork', 'T12 H6F2'], ['Galway', 'H91 C2W4'],
    ['Limerick', 'V94 T9PX']],
  sg: [['Singapore', '560214'], ['Singapore', '650318'], ['Singapore', '310127'], ['Singapore', '520441']],
  ke: [['Nairobi', '00100'], ['Nairobi', '00200'], ['Mombasa', '80100'], ['Kisumu', '40100'], ['Nakuru', '20100']],
  ng: [['Ikeja', 'Lagos'], ['Lekki', 'Lagos'], ['Port Harcourt', 'Rivers'], ['Ibadan', 'Oyo'], ['Enugu', 'Enugu'], ['Kaduna', 'Kaduna']],
  za: [['Johannesburg', '2196'], ['Pretoria', '0181'], ['Cape Town', '7700'], ['Durban', '4001'], ['Bloemfontein', '9301']],
  mx: [['Ciudad de México', '06600', 'CDMX'], ['Ciudad de México', '03100', 'CDMX'], ['Guadalajara', '44160', 'Jal.'], ['Monterrey', '64000', 'N.L.'],
    ['Puebla', '72000', 'Pue.'], ['Querétaro', '76000', 'Qro.']],
  ar: [['Buenos Aires', 'C1425'], ['Buenos Aires', 'C1043'], ['Córdoba', 'X5000'], ['Rosario', 'S2000'], ['Mendoza', 'M5500']],
  // Angolan towns, then Mozambican ones (the phone follows the town's country).
  ao: [['Luanda', '', 'ao'], ['Benguela', '', 'ao'], ['Huambo', '', 'ao'], ['Maputo', '', 'mz'], ['Beira', '', 'mz']],
};
// Invented road, building, locality and landmark names.
const ROADS = {
  in: ['Tamarind Street', 'Marigold Road', '4th Cross Road', 'Banyan Lane', '2nd Main Road', 'Peacock Street', 'Kesari Marg', 'Champa Road'],
  ca: ['Maplecrest Avenue', 'Birchmount Road', 'Lakeshore Drive', 'Spruce Hollow Street', 'Cedarvale Crescent'],
  au: ['Wattlebird Street', 'Jacaranda Road', 'Banksia Parade', 'Ironbark Avenue', 'Coolibah Street'],
  ie: ['Harbour View', 'Rowan Park', 'Hazelbrook Road', 'Ferncourt Avenue', 'Millrace Lane'],
  sg: ['Kembangan Avenue 3', 'Tampines Vale Street 21', 'Serangoon Crest Road', 'Bedok Reach Avenue 4'],
  ng: ['Palmgrove Close', 'Unity Road', 'Hilltop Avenue', 'Okoro Crescent', 'Market Street'],
  za: ['Protea Street', 'Jacaranda Avenue', 'Klipspringer Road', 'Marula Lane'],
  mx: ['Calle Fresnos', 'Avenida de los Naranjos', 'Calle Cedro Azul', 'Calle Laureles'],
  ar: ['Av. de los Jacarandaes', 'Calle Los Aromos', 'Av. Ceibo Rojo', 'Calle Las Tipas'],
  ao: ['Rua dos Coqueiros', 'Rua da Mangueira', 'Avenida das Acácias', 'Rua do Imbondeiro'],
};
const BUILDINGS = ['Palm Grove Apartments', 'Sai Krupa Residency', 'Lotus Enclave', 'Green Meadows Apartments', 'Sunrise Towers'];
const LOCALITIES = ['Jubilee Colony', 'Koramangala 5th Block', 'Vasant Nagar', 'Shanti Layout', 'Gandhi Nagar', 'Sector 12', 'Rose Garden Extension'];
const LANDMARKS = ['Near Bus Stand', 'Near Hanuman Temple', 'Opp. City Hospital', 'Near Railway Station', 'Behind Post Office'];
const ZA_SUBURBS = ['Sandton', 'Rondebosch', 'Hatfield', 'Morningside', 'Brooklyn'];
const COLONIAS = ['Col. Jardines del Sur', 'Col. Las Arboledas', 'Col. Lomas Verdes', 'Col. Del Prado'];
const BAIRROS = ['Bairro Maianga', 'Bairro Alvalade', 'Bairro Sommerschield', 'Bairro Azul'];
const PHONES = {
  in: ['+91-9#########', '+91 9#### #####', '09#########', '+91 98### #####'],
  ca: ['+1 416-555-0###', '(604) 555-0###'],
  au: ['+61 4## ### ###', '04## ### ###'],
  ie: ['+353 87 ### ####', '087 ### ####'],
  sg: ['+65 9### ####', '+65 8### ####'],
  ke: ['+254 7## ### ###', '07## ######'],
  ng: ['+234 80# ### ####', '080# ### ####'],
  za: ['+27 82 ### ####', '082 ### ####'],
  mx: ['+52 55 #### ####', '+52 33 #### ####'],
  ar: ['+54 9 11 ####-####', '+54 11 ####-####'],
  ao: ['+244 92# ### ###', '+244 93# ### ###'],
  mz: ['+258 84 ### ####', '+258 82 ### ####'],
};

/** The CV with its world address drawn (`style.world` = { form, lines }). */
export function withWorldAddress(cv) {
  const r = rng((cv.seed ^ 0x3d1f) * 31 + 7);
  let form = r.pick(BY_LANG[cv.lang] ?? ['plain']);
  const country = form.slice(0, 2);
  const town = r.pick(TOWNS[country] ?? TOWNS.in);
  const road = r.pick(ROADS[country] ?? ROADS.in);
  const phone = r.pick(PHONES[town[2] === 'mz' ? 'mz' : country] ?? PHONES.in).replace(/#/g, () => String(r.int(10)));
  const house = 1 + r.int(180);
  const flat = 1 + r.int(40);
  const pick = (list) => r.pick(list);
  const variant = r.next();
  const father = `${pick(['Oliver', 'George', 'Harry', 'Thomas', 'Samuel'].filter((g) => g !== cv.first))} ${cv.last || pick(VOCAB.en.family)}`;
  if (!printsWorldAddress(cv)) form = 'plain';
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, world: { form } } };
  if (form === 'plain') return out;
  const stacked = !cv.style.addressOneLine;
  // lines: the address over its printed lines; street: the truth's street; the one-line form joins the lines with commas.
  let lines;
  let street;
  let city = town[0];
  let zip = '';
  switch (form) {
    case 'in-house': {
      const hno = `${r.pick(['H.No.', 'H. No.', 'House No.', 'D.No.'])} ${1 + r.int(12)}-${1 + r.int(9)}-${100 + r.int(800)}`;
      const locality = pick(LOCALITIES);
      street = `${hno}, ${road}`;
      zip = town[1];
      lines = [`${hno}, ${road}`, locality, `${city} - ${zip}, ${town[2]}`];
      break;
    }
    case 'in-flat': {
      const unit = `Flat ${r.pick(['', 'No. '])}${1 + r.int(9)}${r.pick(['A', 'B', 'C', '0' + (1 + r.int(9))])}`;
      const building = pick(BUILDINGS);
      const locality = pick(LOCALITIES);
      street = `${unit}, ${building}, ${road}`;
      zip = town[1];
      lines = [`${unit}, ${building}`, `${road}, ${locality}`, `${city} ${zip}`];
      break;
    }
    case 'in-pin': {
      const landmark = pick(LANDMARKS);
      street = `${r.pick(['No. ', '#', ''])}${house}, ${road}`;
      zip = town[1];
      const district = variant < 0.5 ? `Dist. ${city}` : `${city} Dist.`;
      lines = [`S/O ${father}`, `${street}, ${landmark}`, `${district}, ${town[2]}`, `PIN: ${zip}`];
      // The district line names the town: read it there.
      break;
    }
    case 'ca': {
      street = variant < 0.5 ? `Apt ${flat * 100 + 3}, ${house} ${road}` : `${flat * 100 + 3}-${house} ${road}`;
      zip = town[2];
      lines = [street, `${city}, ${town[1]} ${zip}`];
      break;
    }
    case 'au': {
      street = variant < 0.5 ? `Unit ${flat}/${house} ${road}` : `${flat}/${house} ${road}`;
      zip = town[2];
      lines = [street, `${city} ${town[1]} ${zip}`];
      break;
    }
    case 'ie': {
      street = variant < 0.5 ? `Apartment ${flat}, ${house} ${road}` : `${house} ${road}`;
      zip = town[1];
      lines = [street, town[2] ? `${city} ${town[2]}, ${zip}` : `${city}, ${zip}`];
      break;
    }
    case 'sg': {
      street = `Blk ${100 + r.int(800)} ${road}, #${String(2 + r.int(20)).padStart(2, '0')}-${String(1 + r.int(300)).padStart(2, '0')}`;
      zip = town[1];
      lines = [street, `${city} ${zip}`];
      break;
    }
    case 'ke': {
      street = `P.O. Box ${1000 + r.int(90000)}`;
      zip = town[1];
      lines = variant < 0.6 ? [`${street}-${zip}`, city] : [`${street} - ${zip}`, city];
      break;
    }
    case 'ng': {
      street = `${variant < 0.4 ? 'No. ' : ''}${house} ${road}`;
      lines = [street, `${city}, ${town[1]} State`];
      break;
    }
    case 'za': {
      const suburb = pick(ZA_SUBURBS);
      street = `${house} ${road}`;
      zip = town[1];
      // Half print the postcode after the town with only a space ("Durban 4001"), as New Zealand's addresses do.
      lines = [`${street}, ${suburb}`, variant < 0.5 ? `${city} ${zip}` : `${city}, ${zip}`];
      break;
    }
    case 'mx': {
      const colonia = pick(COLONIAS);
      street = `${road} ${house}`;
      zip = town[1];
      lines = [`${street}, ${colonia}`, `C.P. ${zip}, ${city}, ${town[2]}`];
      break;
    }
    case 'ar': {
      street = `${road} ${house * 10}, Piso ${1 + r.int(12)}, Dpto. ${r.pick(['A', 'B', 'C', 'D'])}`;
      zip = town[1];
      lines = [street, variant < 0.4 ? `${zip} ${city}` : variant < 0.7 ? `(${zip}) ${city}` : `${city}, CP ${zip}`];
      break;
    }
    case 'ao': {
      const bairro = pick(BAIRROS);
      street = `${road}, nº ${house}`;
      lines = [`${road}, nº ${house}`, `${bairro}, ${city}`];
      break;
    }
    default: return out;
  }
  out.address = { street, city, zip };
  if (cv.phone) out.phone = phone;
  out.style.world.lines = stacked ? lines : [lines.join(', ')];
  return out;
}

/** The address lines of a world form, or undefined when none was drawn. */
export const worldAddressLines = (cv) => cv.style.world?.lines;
