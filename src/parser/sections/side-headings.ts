// Headings of dated sections that are neither jobs nor studies: projects, volunteering, publications, awards, talks and
// conferences, memberships, in the languages of the vocabulary (./vocabulary.ts merges them in). A section under one of
// them ends the work or education section above it, and its entries are no jobs or studies; further training under its
// usual headings is read as certificates. Written as CV templates and guides print them; matching folds case and accents.
import type { HeadingKind } from './vocabulary.js';

export const SIDE_HEADINGS: Partial<Record<HeadingKind, readonly string[]>> = {
  other: [
    // Projects.
    'selected projects', 'key projects', 'personal projects', 'academic projects', 'project experience', 'projektek', 'projectos',
    'projets réalisés', 'proyectos destacados', 'progetti principali', 'wybrane projekty',
    // Volunteering.
    'volunteering experience', 'volunteer activities', 'community involvement', 'community service',
    'ehrenamtliches engagement', 'ehrenamtliche tätigkeiten', 'ehrenamtliche tätigkeit', 'soziales engagement', 'engagement',
    'bénévolat', 'engagement associatif', 'engagements associatifs', 'vie associative', 'activités associatives',
    'voluntariado', 'actividades de voluntariado', 'volontariato', 'attività di volontariato', 'wolontariat', 'działalność społeczna',
    'önkéntes munka', 'önkéntes tevékenység', 'önkéntesség', 'vrijwilligerswerk', 'vrijwilligersactiviteiten', 'nevenactiviteiten',
    'trabalho voluntário', 'voluntariado e associativismo',
    // Publications.
    'selected publications', 'papers', 'publications and presentations', 'publikationsliste', 'publicaciones', 'pubblicazioni scientifiche',
    'publikacje', 'publikacje naukowe', 'publikációk', 'publikációs lista', 'publicaties', 'publicações',
    // Awards and honours.
    'honours and awards', 'honors and awards', 'awards and honours', 'awards and honors', 'scholarships', 'awards and scholarships',
    'auszeichnungen', 'preise', 'preise und auszeichnungen', 'stipendien', 'prix', 'distinctions', 'prix et distinctions', 'bourses',
    'premios', 'premios y reconocimientos', 'reconocimientos', 'becas', 'premi', 'premi e riconoscimenti', 'riconoscimenti', 'borse di studio',
    'nagrody', 'nagrody i wyróżnienia', 'wyróżnienia', 'stypendia', 'díjak', 'elismerések', 'díjak és elismerések', 'ösztöndíjak',
    'prijzen', 'onderscheidingen', 'prijzen en onderscheidingen', 'beurzen', 'prémios', 'prêmios', 'distinções', 'prémios e distinções', 'bolsas',
    // Talks and conferences.
    'conferences', 'talks', 'presentations', 'conference talks', 'talks and presentations', 'conferences and talks',
    'vorträge', 'konferenzen', 'vorträge und konferenzen', 'conférences',
    'conferencias', 'ponencias', 'congresos', 'conferenze', 'convegni', 'relazioni a convegni', 'konferencje', 'wystąpienia', 'referaty',
    'konferenciák', 'előadások', 'konferencia előadások', 'lezingen', 'presentaties', 'congressen',
    'conferências', 'palestras', 'apresentações', 'comunicações',
    // Memberships.
    'professional memberships', 'affiliations', 'professional affiliations', 'mitgliedschaft', 'adhésions', 'affiliations professionnelles',
    'afiliaciones', 'membresías', 'asociaciones', 'associazioni', 'iscrizioni', 'członkostwo', 'członkostwa', 'członkostwo w organizacjach',
    'tagságok', 'tagság', 'szakmai tagságok', 'lidmaatschappen', 'lidmaatschap', 'associações', 'filiações', 'afiliações',
  ],
  certificates: [
    // Further training, in the words the vocabulary lacked.
    'further training', 'professional development', 'continuing education', 'additional training', 'lehrgänge', 'fortbildung',
    'formation continue', 'formación complementaria', 'cursos y seminarios', 'formazione complementare', 'corsi di formazione',
    'kursy i certyfikaty', 'szakmai továbbképzések', 'továbbképzések', 'továbbképzés', 'tanfolyamok és képzések',
    'bijscholing', 'trainingen', 'cursos complementares', 'formação complementar', 'formação contínua', 'cursos de formação',
  ],
};
