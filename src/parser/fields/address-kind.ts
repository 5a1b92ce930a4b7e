// Which of a person's addresses a label names: the one they live at now, or a permanent (registered, family) one. CVs of
// students and people abroad print both ("Current address: …" over "Permanent address: …", "Adresse actuelle :", "Állandó
// lakcím:"); a recruiter writes to the current one. The words sit before the label word in English, German, Dutch and
// Hungarian, after it in the Romance languages and Polish.

/** Qualifiers before an address label word ("Current address", "Aktuelle Anschrift", "Jelenlegi lakcím"). */
export const QUALIFIER_BEFORE = String.raw`current|present|temporary|permanent|registered|aktuelle|derzeitige|jetzige|ständige`
  + String.raw`|huidig|huidige|vast|vaste|jelenlegi|állandó|ideiglenes`;
/** Qualifiers after an address label word ("Adresse actuelle", "Dirección permanente", "Adres do korespondencji"). */
export const QUALIFIER_AFTER = String.raw`actuelle|permanente|actual|attuale|atual|temporária|temporaria|temporal|temporanea`
  + String.raw`|do\s+korespondencji|zameldowania|stały|tymczasowy`;

const CURRENT = /\b(current|present|temporary|aktuelle|derzeitige|jetzige|huidige?|jelenlegi|ideiglenes|actuelle|actual|attuale|atual|temporária|temporaria|temporal|temporanea|korespondencji|tymczasowy)(?!\p{L})/iu;
const PERMANENT = /(permanent|registered|ständige|\bvaste?\b|heimatanschrift|állandó|permanente|zameldowania|stały)(?!\p{L})/iu;

/** 'current' or 'permanent' for the text of an address label, else undefined (a plain "Address:"). */
export function addressKind(label: string): 'current' | 'permanent' | undefined {
  if (CURRENT.test(label)) return 'current';
  return PERMANENT.test(label) ? 'permanent' : undefined;
}
