// Whether a period lies inside a span's years: a school's span over the stages studied there, an employer's over the
// roles held there. The study and the work readers both ask.

const year = (date: string): number => Number(date.slice(0, 4));

/**
 * The stage's dates lie inside the span's: it starts in the span's years (a stage dated by one year, its end, ended
 * then, and one that ended when the span began is something before the span) and, where the span ended, ends by then
 * (a stage still going on under a span that ended is no stage of it). An open span (no end) holds every later date.
 */
export function insideSpan(span: { start: string; end: string }, stage: { start: string; end: string }): boolean {
  const lone = stage.start === '';
  const from = stage.start || stage.end;
  if (from === '' || year(from) < year(span.start) || (lone && year(from) === year(span.start))) return false;
  if (span.end === '') return true;
  return stage.end !== '' && year(stage.end) <= year(span.end);
}
