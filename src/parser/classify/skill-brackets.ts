// A skill with the tools it covers in brackets: "Video editing (Premiere Pro, After Effects)", "Cloud (AWS, Azure, GCP)",
// "Office (Word, Excel)". The list's separators inside the bracket belong to the bracket: split there, the item came back
// as "Video editing (Premiere Pro" and "After Effects)". Read whole, the bracket is the item's detail, and what it lists
// are skills too: the item, then each of them. Pure, one pass over the text (no pattern: long runs of brackets cost one
// scan).

/** Where the brackets that open and close on the text lie, outermost only ([start, end) of each, brackets included). */
function closedBrackets(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if ((c === ')' || c === ']') && depth > 0) {
      depth--;
      if (depth === 0) spans.push([start, i + 1]);
    }
  }
  // A bracket left open (a list wrapped onto the next line) is no span: its text splits as any other.
  return spans;
}

/**
 * The pieces of a list line as `split` cuts them, never inside a closed bracket: the bracket's text is hidden from
 * `split` (each of its characters read as a letter) and the pieces are cut from the text at the same places.
 */
export function piecesOutsideBrackets(text: string, split: (text: string) => string[]): string[] {
  const spans = closedBrackets(text);
  if (spans.length === 0) return split(text);
  let masked = '';
  let from = 0;
  for (const [s, e] of spans) {
    masked += text.slice(from, s) + 'x'.repeat(e - s);
    from = e;
  }
  masked += text.slice(from);
  // The masked text has the text's length and its separators outside brackets: each piece is found again in it, in order.
  const out: string[] = [];
  let at = 0;
  for (const piece of split(masked)) {
    const i = masked.indexOf(piece, at);
    if (i < 0) return split(text);
    out.push(text.slice(i, i + piece.length));
    at = i + piece.length;
  }
  return out;
}

/**
 * "Cloud (AWS, Azure)" → ["AWS", "Azure"]: the items of a bracket that closes a piece, where it lists two or more
 * (cut by `split`); none for a bracket of one ("Akka (actor model)": a detail, not a list) or a piece with no bracket.
 */
export function bracketedItems(piece: string, split: (text: string) => string[]): string[] {
  const text = piece.trimEnd();
  const close = text.at(-1);
  if (close !== ')' && close !== ']') return [];
  const spans = closedBrackets(text);
  const last = spans.at(-1);
  if (last === undefined || last[1] !== text.length || last[0] === 0) return [];
  const inner = split(text.slice(last[0] + 1, last[1] - 1)).map((p) => p.trim()).filter((p) => p !== '');
  return inner.length >= 2 ? inner : [];
}
