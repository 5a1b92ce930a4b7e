// Answers the field extractors keep while they read one document: the same lines, segments and
// words are asked about for every name and address candidate, and the vocabulary and name tables
// behind the answers never change. The keys are the CV's own text (lines, names), so the answers
// are forgotten when the document is done (extractFieldsWithEvidence): a parse thread lives for
// many documents, and one person's words must not stay in its memory after their parse. A bound
// keeps a hostile document from growing a table without limit.
const MAX_ANSWERS = 5000;
const tables: Map<string, boolean>[] = [];

export type AnswerTable = Map<string, boolean>;

/** A table of answers, emptied with every other by forgetParseAnswers(). */
export function answerTable(): AnswerTable {
  const table = new Map<string, boolean>();
  tables.push(table);
  return table;
}

/** `answer(key)`, asked once per key until the answers are forgotten. */
export function remembered(table: AnswerTable, key: string, answer: (key: string) => boolean): boolean {
  let known = table.get(key);
  if (known === undefined) {
    if (table.size >= MAX_ANSWERS) table.clear();
    table.set(key, (known = answer(key)));
  }
  return known;
}

/** Empties every table: called when a document's fields are read. */
export function forgetParseAnswers(): void {
  for (const table of tables) table.clear();
}
