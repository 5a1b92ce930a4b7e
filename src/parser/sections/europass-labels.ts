// The old Europass CV (the 2004 template, still typed into Word files and set with LaTeX's europecv) labels each job's
// rows with long phrases of its own in every language's edition: "Occupation or position held", "Name and address of
// employer", "Main activities and responsibilities". Written as the editions print them; the readers fold them.

/** Who the job was with. */
export const EUROPASS_EMPLOYER_LABELS = [
  'name and address of employer', 'name und adresse des arbeitgebers', 'nom et adresse de l’employeur', 'nom et adresse de l\'employeur',
  'nombre y dirección de la empresa o empleador', 'nombre y dirección del empleador', 'nome e indirizzo del datore di lavoro',
  'nazwa i adres pracodawcy', 'a munkáltató neve és címe', 'munkáltató neve és címe', 'naam en adres van de werkgever',
  'nome e morada do empregador', 'nome e endereço do empregador',
];

/** What the job was. */
export const EUROPASS_TITLE_LABELS = [
  'occupation or position held', 'beruf oder funktion', 'fonction ou poste occupé', 'profesión o cargo desempeñado',
  'lavoro o posizione ricoperti', 'zajmowane stanowisko', 'foglalkozás / beosztás', 'foglalkozás/beosztás', 'functie of positie',
  'função ou cargo ocupado',
];

/** What the job's work was: a detail of the job, never a part of its header. */
export const EUROPASS_DUTY_LABELS = [
  'main activities and responsibilities', 'wichtigste tätigkeiten und zuständigkeiten', 'principales activités et responsabilités',
  'funciones y responsabilidades principales', 'principali attività e responsabilità', 'podstawowe czynności i zakres obowiązków',
  'főbb tevékenységek és feladatkörök', 'belangrijkste taken en verantwoordelijkheden', 'principais actividades e responsabilidades',
  'principais atividades e responsabilidades', 'type of business or sector', 'art oder branche des unternehmens', 'type ou secteur d’activité',
  'tipo de empresa o sector', 'tipo di azienda o settore', 'typ działalności lub sektor', 'ágazat', 'type of bedrijf of sector',
  'tipo de empresa ou sector',
];

/** The labels as a pattern's alternatives, longest first. */
export const labelledBy = (labels: readonly string[]): string => labels
  .map((l) => l.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).sort((a, b) => b.length - a.length).join('|');
