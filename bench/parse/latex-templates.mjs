// LaTeX sources of one résumé.json (bench/parse/resume-score.mjs: toResume) in the CV classes and hand-made layouts
// people typeset their CVs with: moderncv in its five styles, europasscv, currvita, and two article layouts that the
// most copied templates use (Jake's résumé: firm and period on one row, title and place below; an academic CV: periods in
// a left column of a table). Each takes the résumé and how its dates and headings are printed (`print`), and returns
// the document's source (`print`: headings, country, cityLine, period(entry), and the town printed after each firm, or
// ''). Only TeX Live's classes are used (Debian: texlive-latex-extra, texlive-fonts-extra,
// texlive-plain-generic).

/** Text safe inside a TeX argument. */
export const tex = (s) => String(s ?? '').replace(/[\\{}&%$#_~^]/g, (c) => ({
  '\\': '\\textbackslash{}', '{': '\\{', '}': '\\}', '&': '\\&', '%': '\\%', '$': '\\$', '#': '\\#', '_': '\\_', '~': '\\textasciitilde{}', '^': '\\textasciicircum{}',
}[c]));

const PREAMBLE = '\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n';

const given = (r) => r.basics.name.split(' ')[0];
const family = (r) => r.basics.name.split(' ').slice(1).join(' ');
const place = (r, print) => print.cityLine(r.basics.location.postalCode, r.basics.location.city);

/** moderncv, one of its styles: name in the header, contact beside or below it, periods in the left margin. */
const moderncv = (style) => (r, print) => `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${style}}
\\moderncvcolor{blue}
${PREAMBLE}\\usepackage[scale=0.8]{geometry}
\\name{${tex(given(r))}}{${tex(family(r))}}
\\title{${tex(r.basics.label)}}
\\address{${tex(r.basics.location.address)}}{${tex(place(r, print))}}{${tex(print.country)}}
\\phone[mobile]{${tex(r.basics.phone)}}
\\email{${tex(r.basics.email)}}
\\begin{document}
\\makecvtitle
\\section{${tex(print.headings.experience)}}
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

export const TEMPLATES = {
  'moderncv-classic': moderncv('classic'), 'moderncv-casual': moderncv('casual'), 'moderncv-banking': moderncv('banking'),
  'moderncv-oldstyle': moderncv('oldstyle'), 'moderncv-fancy': moderncv('fancy'),
  europasscv, currvita, jake, academic,
};
