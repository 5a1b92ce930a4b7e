// The parser's result as SPEC 2.6's parsed résumé (src/service/parsed-resume-mapper.ts): pages a scan's text
// recognition left unread travel with it (recruit's extension), valid against the published schema.
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { ParsedResumeSchema } from '../../src/domain/parsed-resume.js';
import type { ParsedDocument } from '../../src/parser/types.js';
import { toParsedResume } from '../../src/service/parsed-resume-mapper.js';

const document = (over: Partial<ParsedDocument> = {}): ParsedDocument => ({
  fields: {
    last: 'Apfelbaum', first: 'Wenzel', birth_date: '', email: ['w.apfelbaum@example.org'], phone: [], category: null,
    address: { street: '', city: 'Graz', zip: '' }, tags: [], keywords: '',
  },
  content: 'Wenzel Apfelbaum', format: 'pdf', images: [], face: null, ...over,
});
const sink = { save: async () => 'memory:1' };

describe('toParsedResume', () => {
  it('passes on the pages OCR left unread, and the result stays valid against parser.json', async () => {
    const resume = await toParsedResume(document({ ocr: true, unread: { pages: 2, reason: 'ocr_time_limit' } }), [], sink);
    expect(resume.unread).toEqual({ pages: 2, reason: 'ocr_time_limit' });
    expect(Value.Check(ParsedResumeSchema, resume)).toBe(true);
  });

  it('leaves the key out when every page was read', async () => {
    const resume = await toParsedResume(document(), [], sink);
    expect('unread' in resume).toBe(false);
    expect(Value.Check(ParsedResumeSchema, resume)).toBe(true);
  });
});
