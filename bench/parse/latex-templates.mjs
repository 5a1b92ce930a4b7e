// LaTeX sources of one résumé.json (bench/parse/resume-score.mjs: toResume) in the CV classes and hand-made layouts
// people typeset their CVs with: moderncv in its five styles, europasscv, currvita, and two article layouts that the
// most copied templates use (Jake's résumé: firm and period on one row, title and place below; an academic CV: periods in
// a left column of a table); then five nobody tuned the parser on (see "Added 2026-12-04" below). Each takes the résumé
// and how its dates and headings are printed (`print`), and returns the document's source (`print`: lang, headings,
// country, cityLine, period(entry), and the town printed after each firm, or ''). Only TeX Live's classes are used
// (Debian: texlive-latex-extra, texlive-fonts-extra, texlive-fonts-recommended, texlive-plain-generic, lmodern).

import { EUROPASS_LABELS } from '../../test/parser/generator/index.mjs';
import { LANGUAGE_SECTION } from '../../test/parser/generator/wild.mjs';

/** Text safe inside a TeX argument. */
export const tex = (s) => String(s ?? '').replace(/[\\{}&%$#_~^]/g, (c) => ({
  '\\': '\\textbackslash{}', '{': '\\{', '}': '\\}', '&': '\\&', '%': '\\%', '$': '\\$', '#': '\\#', '_': '\\_', '~': '\\textasciitilde{}', '^': '\\textasciicircum{}',
}[c]));

const PREAMBLE = '\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n';

const given = (r) => r.basics.name.split(' ')[0];
const family = (r) => r.basics.name.split(' ').slice(1).join(' ');
const place = (r, print) => print.cityLine(r.basics.location.postalCode, r.basics.location.city);

/** moderncv's document up to its title block: the class in one of its styles and colours, the person's details. */
const moderncvHead = (r, print, { style, color, packages = '' }) => `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${style}}
\\moderncvcolor{${color}}
${PREAMBLE}\\usepackage[scale=0.8]{geometry}
${packages}\\name{${tex(given(r))}}{${tex(family(r))}}
\\title{${tex(r.basics.label)}}
\\address{${tex(r.basics.location.address)}}{${tex(place(r, print))}}{${tex(print.country)}}
\\phone[mobile]{${tex(r.basics.phone)}}
\\email{${tex(r.basics.email)}}
\\begin{document}
\\makecvtitle
`;

/** moderncv, one of its styles: name in the header, contact beside or below it, periods in the left margin. */
const moderncv = (style) => (r, print) => `${moderncvHead(r, print, { style, color: 'blue' })}\\section{${tex(print.headings.experience)}}
${r.work.map((w) => `\\cventry{${tex(print.period(w))}}{${tex(w.position)}}{${tex(w.name)}}{${tex(print.town)}}{}{${tex(w.summary)}}`).join('\n')}
\\section{${tex(print.headings.education)}}
${r.education.map((e) => `\\cventry{${tex(print.period(e))}}{${tex(e.studyType)}}{${tex(e.institution)}}{}{}{}`).join('\n')}
\\section{${tex(print.headings.skills)}}
\\cvitem{}{${tex(r.skills[0].keywords.join(', '))}}
\\end{document}
`;

/** europasscv: the Europass grid, labels in a right-aligned left column and the periods there too. */
const europasscv = (r, print) => `\\documentclass[english,a4paper]{europasscv}
${PREAMBLE}\\usepackage[english]{babel}
\\ecvname{${tex(r.basics.name)}}
\\ecvaddress{${tex(r.basics.location.address)}, ${tex(place(r, print))} (${tex(print.country)})}
\\ecvmobile{${tex(r.basics.phone)}}
\\ecvemail{${tex(r.basics.email)}}
\\begin{document}
\\begin{europasscv}
\\ecvpersonalinfo
\\ecvsection{${tex(print.headings.experience)}}
${r.work.map((w) => `\\ecvtitle{${tex(print.period(w))}}{${tex(w.position)}}\n\\ecvitem{}{${tex(w.name)}${print.town ? `, ${tex(print.town)}` : ''}}\n\\ecvitem{}{${tex(w.summary)}}`).join('\n')}
\\ecvsection{${tex(print.headings.education)}}
${r.education.map((e) => `\\ecvtitle{${tex(print.period(e))}}{${tex(e.studyType)}}\n\\ecvitem{}{${tex(e.institution)}}`).join('\n')}
\\ecvsection{${tex(print.headings.skills)}}
\\ecvitem{}{${tex(r.skills[0].keywords.join(', '))}}
\\end{europasscv}
\\end{document}
`;

/** currvita: the name as the title, the address lines under it, lists with the period as each item's label. */
const currvita = (r, print) => `\\documentclass[a4paper,11pt]{article}
${PREAMBLE}
\\usepackage[LabelsAligned]{currvita}
\\usepackage[margin=2.2cm]{geometry}
\\begin{document}
\\begin{cv}{${tex(r.basics.name)}}
\\begin{flushleft}
${tex(r.basics.location.address)}\\\\
${tex(place(r, print))}\\\\
${tex(r.basics.phone)}\\\\
${tex(r.basics.email)}
\\end{flushleft}
\\begin{cvlist}{${tex(print.headings.experience)}}
${r.work.map((w) => `\\item[${tex(print.period(w))}] \\textbf{${tex(w.position)}}, ${tex(w.name)}\\\\\n${tex(w.summary)}`).join('\n')}
\\end{cvlist}
\\begin{cvlist}{${tex(print.headings.education)}}
${r.education.map((e) => `\\item[${tex(print.period(e))}] ${tex(e.studyType)}, \\textit{${tex(e.institution)}}`).join('\n')}
\\end{cvlist}
\\begin{cvlist}{${tex(print.headings.skills)}}
\\item ${tex(r.skills[0].keywords.join(', '))}
\\end{cvlist}
\\end{cv}
\\end{document}
`;

/** Jake's résumé (the most copied article layout): a centred header, firm ⇥ place over title ⇥ period, bullets below. */
const jake = (r, print) => `\\documentclass[letterpaper,11pt]{article}
${PREAMBLE}
\\usepackage[empty]{fullpage}
\\usepackage{titlesec}
\\usepackage[hidelinks]{hyperref}
\\usepackage{enumitem}
\\usepackage{tabularx}
\\addtolength{\\oddsidemargin}{-0.5in}
\\addtolength{\\textwidth}{1in}
\\addtolength{\\topmargin}{-.5in}
\\addtolength{\\textheight}{1.0in}
\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\titlerule \\vspace{-5pt}]
\\newcommand{\\resumeSubheading}[4]{\\item\\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}
  \\textbf{#1} & #2 \\\\ \\textit{\\small#3} & \\textit{\\small #4} \\\\ \\end{tabular*}\\vspace{-7pt}}
\\pagestyle{empty}
\\begin{document}
\\begin{center}
{\\Huge \\scshape ${tex(r.basics.name)}} \\\\ \\vspace{1pt}
\\small ${tex(r.basics.location.address)}, ${tex(place(r, print))} $|$ ${tex(r.basics.phone)} $|$ \\href{mailto:${r.basics.email}}{\\underline{${tex(r.basics.email)}}}
\\end{center}
\\section{${tex(print.headings.experience)}}
\\begin{itemize}[leftmargin=0.15in, label={}]
${r.work.map((w) => `\\resumeSubheading{${tex(w.name)}}{${tex(r.basics.location.city)}}{${tex(w.position)}}{${tex(print.period(w))}}\n\\begin{itemize}\\item ${tex(w.summary)}\\end{itemize}`).join('\n')}
\\end{itemize}
\\section{${tex(print.headings.education)}}
\\begin{itemize}[leftmargin=0.15in, label={}]
${r.education.map((e) => `\\resumeSubheading{${tex(e.institution)}}{${tex(r.basics.location.city)}}{${tex(e.studyType)}}{${tex(print.period(e))}}`).join('\n')}
\\end{itemize}
\\section{${tex(print.headings.skills)}}
${tex(r.skills[0].keywords.join(', '))}
\\end{document}
`;

/** An academic article CV: the name as a heading, contact lines, periods in a left column of a two-column table. */
const academic = (r, print) => `\\documentclass[a4paper,11pt]{article}
${PREAMBLE}
\\usepackage[margin=2.5cm]{geometry}
\\usepackage{array}
\\pagestyle{empty}
\\newcommand{\\cvsection}[1]{\\par\\vspace{1em}\\noindent{\\large\\bfseries #1}\\par\\vspace{0.3em}\\hrule\\vspace{0.5em}}
\\begin{document}
\\noindent{\\LARGE\\bfseries ${tex(r.basics.name)}}\\par\\vspace{0.5em}
\\noindent ${tex(r.basics.location.address)}\\\\
${tex(place(r, print))}\\\\
${tex(r.basics.phone)} \\quad ${tex(r.basics.email)}
\\cvsection{${tex(print.headings.experience)}}
\\noindent\\begin{tabular}{@{}p{3.5cm}p{11.5cm}@{}}
${r.work.map((w) => `${tex(print.period(w))} & \\textbf{${tex(w.position)}}, ${tex(w.name)} \\\\\n & ${tex(w.summary)} \\\\[0.4em]`).join('\n')}
\\end{tabular}
\\cvsection{${tex(print.headings.education)}}
\\noindent\\begin{tabular}{@{}p{3.5cm}p{11.5cm}@{}}
${r.education.map((e) => `${tex(print.period(e))} & ${tex(e.studyType)}, ${tex(e.institution)} \\\\`).join('\n')}
\\end{tabular}
\\cvsection{${tex(print.headings.skills)}}
\\noindent ${tex(r.skills[0].keywords.join(', '))}
\\end{document}
`;

// Added 2026-12-04: scored before anyone tuned on them. Classes and layouts of TeX Live the parser had never read: the
// older Europass class (europecv), curve's rubrics, simplecv's topics, moderncv with moderntimeline's bars, and the
// hand-made article CV with \hfill dates and a tabularx date column.

/** The languages a CV lists: its own as mother tongue, then two others with a level. */
const languagesOf = (print) => {
  const [heading, [own, ...others], native] = LANGUAGE_SECTION[print.lang];
  return { heading, own, native, others: others.slice(0, 2) };
};
const languagesLine = (print) => {
  const l = languagesOf(print);
  return `${tex(l.own)} (${tex(l.native)}), ${l.others.map((o, i) => `${tex(o)} (${['C1', 'B2'][i]})`).join(', ')}`;
};

// The old Europass form's labels for a job (the 2004 template each language's edition printed).
const EUROPECV_WORK = {
  en: { dates: 'Dates', position: 'Occupation or position held', employer: 'Name and address of employer', duties: 'Main activities and responsibilities', wanted: 'Desired employment / Occupational field' },
  de: { dates: 'Zeitraum', position: 'Beruf oder Funktion', employer: 'Name und Adresse des Arbeitgebers', duties: 'Wichtigste Tätigkeiten und Zuständigkeiten', wanted: 'Gewünschte Beschäftigung / Gewünschtes Berufsfeld' },
  fr: { dates: 'Dates', position: 'Fonction ou poste occupé', employer: 'Nom et adresse de l’employeur', duties: 'Principales activités et responsabilités', wanted: 'Emploi recherché / Domaine de compétences' },
  es: { dates: 'Fechas', position: 'Profesión o cargo desempeñado', employer: 'Nombre y dirección de la empresa o empleador', duties: 'Funciones y responsabilidades principales', wanted: 'Empleo deseado / familia profesional' },
  it: { dates: 'Date', position: 'Lavoro o posizione ricoperti', employer: 'Nome e indirizzo del datore di lavoro', duties: 'Principali attività e responsabilità', wanted: 'Occupazione desiderata / Settore professionale' },
  pl: { dates: 'Daty', position: 'Zajmowane stanowisko', employer: 'Nazwa i adres pracodawcy', duties: 'Podstawowe czynności i zakres obowiązków', wanted: 'Preferowane miejsce zatrudnienia / Zawód' },
  hu: { dates: 'Időtartam', position: 'Foglalkozás / beosztás', employer: 'A munkáltató neve és címe', duties: 'Főbb tevékenységek és feladatkörök', wanted: 'Megpályázott munkakör' },
  nl: { dates: 'Data', position: 'Functie of positie', employer: 'Naam en adres van de werkgever', duties: 'Belangrijkste taken en verantwoordelijkheden', wanted: 'Gewenste functie / Beroepsgebied' },
  pt: { dates: 'Datas', position: 'Função ou cargo ocupado', employer: 'Nome e morada do empregador', duties: 'Principais actividades e responsabilidades', wanted: 'Emprego pretendido / Área de competência' },
};
// europecv's language options (its .def files print the personal-information labels in that language). Dutch CVs take
// the English labels: TeX Live 2022's ecvnl.def lacks a backslash ("def\ecv@datekey") and stops pdflatex.
const EUROPECV_OPTION = { en: 'english', de: 'german', fr: 'french', es: 'spanish', it: 'italian', pl: 'polish', hu: 'hungarian', nl: 'english', pt: 'portuguese' };

/** europecv (the older Europass class): labels right-aligned left of a rule, each job a block of labelled rows. */
const europecv = (r, print) => {
  const work = EUROPECV_WORK[print.lang];
  const study = EUROPASS_LABELS[print.lang];
  const langs = languagesOf(print);
  return `\\documentclass[${EUROPECV_OPTION[print.lang]},a4paper,nologo]{europecv}
${PREAMBLE}\\usepackage[margin=1.8cm]{geometry}
% europecv loads hyperref at \\begin{document}, which LaTeX since 2020 refuses: loaded here first, it is loaded once.
\\usepackage{etoolbox}
\\usepackage{hyperref}
\\ecvname{${tex(r.basics.name)}}
\\ecvaddress{${tex(r.basics.location.address)}, ${tex(place(r, print))}, ${tex(print.country)}}
\\ecvtelephone{${tex(r.basics.phone)}}
\\ecvemail{${tex(r.basics.email)}}
\\begin{document}
\\begin{europecv}
\\ecvpersonalinfo
\\ecvitem{\\large ${tex(work.wanted)}}{\\large ${tex(r.basics.label)}}
\\ecvsection{${tex(print.headings.experience)}}
${r.work.map((w) => `\\ecvitem{\\large ${tex(work.dates)}}{\\large ${tex(print.period(w))}}
\\ecvitem{${tex(work.position)}}{${tex(w.position)}}
\\ecvitem{${tex(work.duties)}}{${tex(w.summary)}}
\\ecvitem{${tex(work.employer)}}{${tex(w.name)}${print.town ? `, ${tex(print.town)}` : ''}}
\\ecvitem{}{}`).join('\n')}
\\ecvsection{${tex(print.headings.education)}}
${r.education.map((e) => `\\ecvitem{\\large ${tex(study.dates)}}{\\large ${tex(print.period(e))}}
\\ecvitem{${tex(study.degree)}}{${tex(e.studyType)}}
\\ecvitem{${tex(study.school)}}{${tex(e.institution)}}
\\ecvitem{}{}`).join('\n')}
\\ecvsection{${tex(print.headings.skills)}}
\\ecvmothertongue{${tex(langs.own)}}
\\ecvitem{${tex(langs.heading)}}{${langs.others.map((o, i) => `${tex(o)} (${['C1', 'B2'][i]})`).join(', ')}}
\\ecvitem{${tex(print.headings.skills)}}{${tex(r.skills[0].keywords.join(', '))}}
\\end{europecv}
\\end{document}
`;
};

/** A rubric of curve (written to its own file, as curve reads rubrics): each entry's key in the left column. */
const rubric = (file, heading, entries) => `\\begin{filecontents*}[overwrite]{${file}.tex}
\\begin{rubric}{${tex(heading)}}
${entries.join('\n')}
\\end{rubric}
\\end{filecontents*}`;

/** curve: a header of two blocks, the name as the title, rubrics with each period as its entry's key. */
const curve = (r, print) => `${rubric('work', print.headings.experience, r.work.map((w) => `\\entry*[${tex(print.period(w))}] \\textbf{${tex(w.position)}}, ${tex(w.name)}${print.town ? `, ${tex(print.town)}` : ''}\\par ${tex(w.summary)}`))}
${rubric('study', print.headings.education, r.education.map((e) => `\\entry*[${tex(print.period(e))}] ${tex(e.studyType)}, \\emph{${tex(e.institution)}}`))}
${rubric('skills', print.headings.skills, [`\\entry*[] ${tex(r.skills[0].keywords.join(', '))}`])}
${rubric('langs', languagesOf(print).heading, [`\\entry*[] ${languagesLine(print)}`])}
\\documentclass[a4paper,11pt]{curve}
${PREAMBLE}\\usepackage[margin=2cm]{geometry}
\\usepackage{ltxtable}
\\leftheader{${tex(r.basics.location.address)}\\\\ ${tex(place(r, print))}\\\\ ${tex(print.country)}}
\\rightheader{${tex(r.basics.phone)}\\\\ \\texttt{${tex(r.basics.email)}}}
\\title{${tex(r.basics.name)}}
\\subtitle{${tex(r.basics.label)}}
\\begin{document}
\\makeheaders[c]
\\maketitle
\\makerubric{work}
\\makerubric{study}
\\makerubric{skills}
\\makerubric{langs}
\\end{document}
`;

/** simplecv: the address and the phone in the two header columns, the name as the title, topics keyed by period. */
const simplecv = (r, print) => `\\documentclass[a4paper,11pt]{simplecv}
${PREAMBLE}\\usepackage[margin=2.2cm]{geometry}
\\leftheader{${tex(r.basics.location.address)}\\\\ ${tex(place(r, print))}\\\\ ${tex(print.country)}}
\\rightheader{${tex(r.basics.phone)}\\\\ ${tex(r.basics.email)}}
\\title{${tex(r.basics.name)}}
\\begin{document}
\\maketitle
\\begin{center}\\large ${tex(r.basics.label)}\\end{center}
\\section{${tex(print.headings.experience)}}
\\begin{topic}
${r.work.map((w) => `\\item[${tex(print.period(w))}] \\textbf{${tex(w.position)}}\\\\ ${tex(w.name)}${print.town ? `, ${tex(print.town)}` : ''}\\\\ ${tex(w.summary)}`).join('\n')}
\\end{topic}
\\section{${tex(print.headings.education)}}
\\begin{topic}
${r.education.map((e) => `\\item[${tex(print.period(e))}] ${tex(e.studyType)}\\\\ ${tex(e.institution)}`).join('\n')}
\\end{topic}
\\section{${tex(print.headings.skills)}}
\\begin{topic}
\\item[] ${tex(r.skills[0].keywords.join(', '))}
\\item[${tex(languagesOf(print).heading)}] ${languagesLine(print)}
\\end{topic}
\\end{document}
`;

// How moderntimeline's bar names a job still held: "since 2021" (Hungarian puts "óta" after the year: left bare).
const SINCE = { en: 'since ', de: 'seit ', fr: 'depuis ', es: 'desde ', it: 'dal ', pl: 'od ', hu: '', nl: 'sinds ', pt: 'desde ' };

/** moderncv with moderntimeline: each period a bar on a timeline, its start and end years set by the bar's ends. */
const moderntimeline = (r, print) => {
  const years = [...r.work, ...r.education].flatMap((x) => [x.startDate, x.endDate]).filter(Boolean).map((d) => Number(d.slice(0, 4)));
  const ym = (d) => `${d.slice(0, 4)}/${Number(d.slice(5, 7))}`;
  return `${moderncvHead(r, print, {
    style: 'classic', color: 'green',
    packages: `\\usepackage{moderntimeline}\n\\tlmaxdates{${Math.min(...years) - 1}}{${Math.max(...years) + 1}}\n\\tlsince{${SINCE[print.lang]}}\n`,
  })}\\section{${tex(print.headings.experience)}}
${r.work.map((w) => `\\tlcventry{${ym(w.startDate)}}{${w.endDate ? ym(w.endDate) : 0}}{${tex(w.position)}}{${tex(w.name)}}{${tex(print.town)}}{}{${tex(w.summary)}}`).join('\n')}
\\section{${tex(print.headings.education)}}
${r.education.map((e) => `\\tlcventry{${ym(e.startDate)}}{${ym(e.endDate)}}{${tex(e.studyType)}}{${tex(e.institution)}}{}{}{}`).join('\n')}
\\section{${tex(print.headings.skills)}}
\\cvitem{}{${tex(r.skills[0].keywords.join(', '))}}
\\section{${tex(languagesOf(print).heading)}}
\\cvitemwithcomment{${tex(languagesOf(print).own)}}{${tex(languagesOf(print).native)}}{}
${languagesOf(print).others.map((o, i) => `\\cvitemwithcomment{${tex(o)}}{${['C1', 'B2'][i]}}{}`).join('\n')}
\\end{document}
`;
};

/** The hand-made article CV: the name centred, each job "Title, Firm \hfill period" over its place, studies in a tabularx. */
const hfill = (r, print) => `\\documentclass[a4paper,10pt]{article}
${PREAMBLE}\\usepackage[margin=2cm]{geometry}
\\usepackage{tabularx}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\newcommand{\\cvsection}[1]{\\par\\vspace{8pt}{\\large\\bfseries\\MakeUppercase{#1}}\\\\[-6pt]\\rule{\\linewidth}{0.4pt}\\par\\vspace{2pt}}
\\begin{document}
\\begin{center}
{\\huge\\bfseries ${tex(r.basics.name)}}\\\\[4pt]
{\\large ${tex(r.basics.label)}}\\\\[4pt]
${tex(r.basics.location.address)} $\\cdot$ ${tex(place(r, print))} $\\cdot$ ${tex(r.basics.phone)} $\\cdot$ ${tex(r.basics.email)}
\\end{center}
\\cvsection{${tex(print.headings.experience)}}
${r.work.map((w) => `\\textbf{${tex(w.position)}}, ${tex(w.name)} \\hfill ${tex(print.period(w))}\\\\
${print.town ? `\\textit{${tex(print.town)}}\\\\\n` : ''}${tex(w.summary)}\\par\\vspace{4pt}`).join('\n')}
\\cvsection{${tex(print.headings.education)}}
\\begin{tabularx}{\\linewidth}{@{}X r@{}}
${r.education.map((e) => `\\textbf{${tex(e.studyType)}}, ${tex(e.institution)} & ${tex(print.period(e))} \\\\`).join('\n')}
\\end{tabularx}
\\cvsection{${tex(print.headings.skills)}}
${tex(r.skills[0].keywords.join(', '))}
\\cvsection{${tex(languagesOf(print).heading)}}
${languagesLine(print)}
\\end{document}
`;

export const TEMPLATES = {
  'moderncv-classic': moderncv('classic'), 'moderncv-casual': moderncv('casual'), 'moderncv-banking': moderncv('banking'),
  'moderncv-oldstyle': moderncv('oldstyle'), 'moderncv-fancy': moderncv('fancy'),
  europasscv, currvita, jake, academic,
  europecv, curve, simplecv, moderntimeline, hfill,
};
