// Answers of the parse's pure text functions, remembered per text. The readers ask the same
// questions of the same lines many times over (one CV: 1,550 heading checks of 689 texts, 474
// address readings of 160 lines, 142 splits of 22 lines), and a cold parse thread runs their
// code slowly. Each map is emptied when it grows large, so that a long run of parses in one
// thread does not keep every line it has seen (as classify/text.ts keeps its folded forms).

const LIMIT = 20_000;

/**
 * `read` remembered per text. `copy` gives each caller its own copy of an answer it could
 * change (an array or an object); strings and numbers need none.
 */
export function rememberedByText<T>(read: (text: string) => T, copy: (answer: T) => T = (answer) => answer): (text: string) => T {
  const answers = new Map<string, T>();
  return (text: string): T => {
    let answer = answers.get(text);
    if (answer === undefined) {
      if (answers.size >= LIMIT) answers.clear();
      answer = read(text);
      answers.set(text, answer);
    }
    return copy(answer);
  };
}
