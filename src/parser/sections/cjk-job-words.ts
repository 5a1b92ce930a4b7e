// Words that tell the parts of a Chinese, Japanese or Korean job row apart when no firm's legal form does: the words a job
// title ends with ("软件工程师", "마케팅 매니저", "営業部長"), and the labels of a job's rows ("职位：…", "회사명: …",
// "期間：…") as CJK templates print them under a row or instead of one. Pure data and text tests.

// The last word of a title: a trade or a rank. Kept to words no firm's or school's name ends with.
const TITLE_ENDS = [
  // Chinese (simplified and traditional)
  '工程师', '工程師', '经理', '經理', '分析师', '分析師', '设计师', '設計師', '架构师', '架構師', '代表', '主管', '专员', '專員', '总监', '總監',
  '助理', '顾问', '顧問', '会计', '會計', '研究员', '研究員', '程序员', '程序員', '实习生', '實習生', '讲师', '講師', '教师', '教師', '组长', '組長',
  '负责人', '負責人', '秘书', '秘書', '技术员', '技術員', '文员', '文員', '编辑', '編輯', '运营', '營運',
  // Japanese
  'エンジニア', 'マネージャー', 'マネジャー', 'デザイナー', 'コンサルタント', 'アシスタント', 'リーダー', 'プログラマー', '部長', '課長', '係長',
  '主任', '社員', '担当', '研究員',
  // Korean
  '개발자', '매니저', '연구원', '사원', '담당', '담당자', '대리', '과장', '차장', '부장', '팀장', '주임', '선임', '책임', '수석', '디자이너', '엔지니어',
  '컨설턴트', '인턴', '기획자', '분석가', '관리자', '실장', '강사', '교사',
];
const TITLE_END = new RegExp(`(?:${TITLE_ENDS.join('|')})$`, 'u');

/** The word (or part) ends as a job title does. */
export const endsAsTitle = (part: string): boolean => TITLE_END.test(part.trim());

// The labels of a job's rows: its period, its employer, its title; a department's is read and left out.
const LABELS: ReadonlyArray<[JobLabel, RegExp]> = [
  ['period', /^(?:起止时间|工作时间|在职时间|任职时间|时间|時間|在籍期間|期間|期间|근무\s?기간|재직\s?기간|기간)$/u],
  ['employer', /^(?:公司名称|公司名稱|工作单位|工作單位|就职公司|公司|单位|單位|会社名|勤務先|회사명|회사|근무처|직장)$/u],
  ['title', /^(?:担任职位|职位|職位|职务|職務|岗位|崗位|役職|职称|직위|직책|직급|포지션)$/u],
  ['department', /^(?:所在部门|部门|部門|所属部署|所属|부서|소속)$/u],
];
export type JobLabel = 'period' | 'employer' | 'title' | 'department';

/** A line "label: value" whose label is one of a job's rows, with the value; undefined for any other line. */
export function jobLabelled(line: string): { label: JobLabel; value: string } | undefined {
  const m = /^([^\s:：]{1,6}(?:\s[^\s:：]{1,4})?)\s*[:：]\s*(\S.*)$/u.exec(line.trim());
  if (!m) return undefined;
  const found = LABELS.find(([, re]) => re.test(m[1]!.trim()));
  return found ? { label: found[0], value: m[2]!.trim() } : undefined;
}
