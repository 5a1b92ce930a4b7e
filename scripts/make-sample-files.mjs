#!/usr/bin/env node
// Makes the two sample files the README's walk-through uses, data/sample/portrait.jpg and
// data/sample/cv.pdf (committed; not a build step — rerun after editing:
// `node scripts/make-sample-files.mjs`). The portrait is a drawing, not a photograph, and
// the CV's person, employers and contact data are fictitious (example.com, a UK drama number).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { makePdf } from '../test/fixtures/parser/pdf-writer.mjs';

const OUT = join(import.meta.dirname, '../data/sample');

const portraitSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300">
  <rect width="240" height="300" fill="#dfe7ef"/>
  <ellipse cx="120" cy="290" rx="95" ry="70" fill="#3d5a80"/>
  <rect x="102" y="180" width="36" height="40" fill="#e0b08a"/>
  <ellipse cx="120" cy="130" rx="58" ry="72" fill="#e8bd96"/>
  <path d="M62 118 Q70 50 120 52 Q172 50 178 118 Q160 80 120 82 Q80 80 62 118Z" fill="#5b3a29"/>
  <ellipse cx="98" cy="128" rx="7" ry="5" fill="#2b2b2b"/><ellipse cx="142" cy="128" rx="7" ry="5" fill="#2b2b2b"/>
  <path d="M104 168 Q120 178 136 168" stroke="#a0522d" stroke-width="4" fill="none"/>
</svg>`;
const portrait = await sharp(Buffer.from(portraitSvg)).jpeg({ quality: 82 }).toBuffer();
writeFileSync(join(OUT, 'portrait.jpg'), portrait);

const at = (y, text, o = {}) => ({ x: 60, y, size: 11, text, ...o });
writeFileSync(join(OUT, 'cv.pdf'), makePdf([{
  texts: [
    at(70, 'Béla Minta', { size: 24, bold: true }),
    at(95, 'Backend Developer', { size: 13 }),
    at(130, 'E-mail: bela.minta@example.com'),
    at(146, 'Phone: +44 7700 900123'),
    at(162, 'Address: 12 Sample Street, Leeds LS1 4AB'),
    at(204, 'Experience', { size: 14, bold: true }),
    at(224, 'Backend Developer, Example Logistics Ltd, Leeds', { bold: true }),
    at(240, '03/2019 – present'),
    at(256, 'Built order and tracking services in TypeScript and PostgreSQL.'),
    at(282, 'Junior Developer, Sample Software Ltd, York', { bold: true }),
    at(298, '09/2016 – 02/2019'),
    at(314, 'Maintained internal tools in Node.js.'),
    at(350, 'Education', { size: 14, bold: true }),
    at(370, 'BSc Computer Science, University of Exampleton, 2016'),
    at(406, 'Skills', { size: 14, bold: true }),
    at(426, 'TypeScript, Node.js, PostgreSQL, Docker, Git'),
    at(462, 'Languages', { size: 14, bold: true }),
    at(482, 'English (C2), Hungarian (native)'),
  ],
}]));
console.log(`wrote ${OUT}/portrait.jpg (${portrait.length} bytes) and cv.pdf`);
