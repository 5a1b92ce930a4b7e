// Turns the parser's pure result into SPEC.md 2.6: images are saved where the caller
// can serve them (file:// locally, /parser/image/… on the server) and replaced by URLs.
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { Job } from '../domain/job.js';
import type { MatchableJob, ParsedDocument } from '../parser/types.js';
import type { ImageSink } from './resume-parser.js';

export async function toParsedResume(document: ParsedDocument, jobs: number[], sink: ImageSink, explain = false): Promise<ParsedResume> {
  const images: string[] = [];
  for (const image of document.images) images.push(await sink.save(image.bytes, image.mime, 'image'));
  const face = document.face ? await sink.save(document.face.bytes, document.face.mime, 'face') : '';
  const { fields } = document;
  const result: ParsedResume = {
    person: {
      last: fields.last,
      first: fields.first,
      birth_date: fields.birth_date,
      email: fields.email,
      phone: fields.phone,
      category: fields.category,
      address: { ...fields.address },
      tags: fields.tags,
      face,
    },
    jobs: jobs.slice(0, 10),
    keywords: fields.keywords,
    content: document.content,
    images,
  };
  // recruit's extension beyond SPEC 2.6 (optional in parser.json: SPEC-only servers leave it out).
  if (document.sections) result.sections = document.sections;
  if (document.unread) result.unread = { ...document.unread };
  // Without the request there is no per-field evidence.
  if (explain && document.explain) result.explain = document.explain;
  return result;
}

export function toMatchableJob(job: Job): MatchableJob {
  const details = job.position_data;
  return {
    id: job.id,
    title: job.title,
    category: job.category,
    text: [details.description, details.requirements, details.location, details.employment_type]
      .filter((part): part is string => typeof part === 'string')
      .join('\n'),
  };
}
