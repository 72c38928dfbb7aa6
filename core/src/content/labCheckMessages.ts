import { LANGUAGE_NAMES, type Language } from '../i18n/languages.js';
import type { LabCheck, LabCheckCode } from './labChecks.js';

type Where = 'lab' | 'title' | 'subtitle' | 'scenario' | 'question' | 'modelAnswer' | 'rubricItem' | 'criticalItem' | 'feedbackMet' | 'feedbackMissed' | 'danger';
type Texts = Record<LabCheckCode, string> & Record<`where.${Where}`, string>;

/** A lecturer's words for each check, with {{placeholders}}; {{where}} names the field, {{language}} the language. */
const TEXTS: Record<Language, Texts> = {
  en: {
    'where.lab': 'The lab',
    'where.title': 'Title',
    'where.subtitle': 'Subtitle',
    'where.scenario': 'Scenario',
    'where.question': 'Question {{question}}',
    'where.modelAnswer': 'Question {{question}}, model answer',
    'where.rubricItem': 'Question {{question}}, rubric item {{item}}',
    'where.feedbackMet': 'Question {{question}}, rubric item {{item}}, what the student is told when it is met',
    'where.feedbackMissed': 'Question {{question}}, rubric item {{item}}, what the student is told when it is missed',
    'where.criticalItem': 'Question {{question}}, must-not-say item {{item}}',
    'where.danger': 'Question {{question}}, must-not-say item {{item}}, why it is dangerous',
    empty: '{{where}} ({{language}}) is empty. Write it in every language of the lab.',
    noPhrasings: '{{where}} has no phrasing in {{language}}. Add at least one line a student would say.',
    noRubric: '{{where}} has no rubric item. Add at least one thing you look for in an answer.',
    echo: '{{where}}: “{{phrasing}}” ({{language}}) is already in the scenario or the question. A student who reads them aloud would say it, so it earns nothing. Write it the way an answer would say it.',
    echoScore: 'Reading the scenario and the questions aloud in {{language}} would score {{score}} (it must stay below {{limit}}), through {{phrasings}}. Reword those phrasings.',
    negation: '{{where}}: “{{flipped}}” means the opposite of “{{phrasing}}” ({{language}}) but would still earn this item. Make the phrasing more specific.',
    modelScore: 'The model answers in {{language}} score {{score}} against their own rubric (at least {{min}} expected). Items not met: {{missed}}. Add the missing points to the model answers or phrasings that match them.',
    modelCritical: '{{where}} ({{language}}) says “{{quote}}”, which must-not-say item {{item}} of question {{question}} counts as harmful. Reword the model answer or the harmful phrasing.',
    criticalMissed: '{{where}}: saying “{{phrasing}}” ({{language}}) is not recognised as harmful. Write it the way a student would say it.',
    criticalDenied: '{{where}}: “{{negated}}”, which denies “{{phrasing}}” ({{language}}), would be counted as harmful. Make the phrasing more specific.',
  },
  th: {
    'where.lab': 'แล็บนี้',
    'where.title': 'ชื่อแล็บ',
    'where.subtitle': 'คำอธิบายย่อ',
    'where.scenario': 'สถานการณ์',
    'where.question': 'คำถามข้อ {{question}}',
    'where.modelAnswer': 'คำถามข้อ {{question}} คำตอบตัวอย่าง',
    'where.rubricItem': 'คำถามข้อ {{question}} เกณฑ์ข้อ {{item}}',
    'where.feedbackMet': 'คำถามข้อ {{question}} เกณฑ์ข้อ {{item}} ข้อความที่นักศึกษาเห็นเมื่อทำได้',
    'where.feedbackMissed': 'คำถามข้อ {{question}} เกณฑ์ข้อ {{item}} ข้อความที่นักศึกษาเห็นเมื่อยังขาด',
    'where.criticalItem': 'คำถามข้อ {{question}} ข้อห้ามพูดข้อ {{item}}',
    'where.danger': 'คำถามข้อ {{question}} ข้อห้ามพูดข้อ {{item}} เหตุผลที่เป็นอันตราย',
    empty: '{{where}} ({{language}}) ยังว่างอยู่ กรุณากรอกให้ครบทุกภาษาของแล็บ',
    noPhrasings: '{{where}} ยังไม่มีถ้อยคำภาษา{{language}} กรุณาเพิ่มอย่างน้อยหนึ่งบรรทัดที่นักศึกษาจะพูด',
    noRubric: '{{where}} ยังไม่มีเกณฑ์ กรุณาเพิ่มอย่างน้อยหนึ่งสิ่งที่อาจารย์มองหาในคำตอบ',
    echo: '{{where}}: “{{phrasing}}” ({{language}}) มีอยู่แล้วในสถานการณ์หรือคำถาม นักศึกษาที่อ่านโจทย์ออกเสียงก็จะพูดคำนี้ จึงไม่ได้คะแนน กรุณาเขียนใหม่ให้เป็นถ้อยคำที่มีเฉพาะในคำตอบ',
    echoScore: 'การอ่านสถานการณ์และคำถามออกเสียงเป็นภาษา{{language}}จะได้ {{score}} คะแนน (ต้องต่ำกว่า {{limit}}) จากถ้อยคำ {{phrasings}} กรุณาเขียนถ้อยคำเหล่านั้นใหม่',
    negation: '{{where}}: “{{flipped}}” มีความหมายตรงข้ามกับ “{{phrasing}}” ({{language}}) แต่ยังได้คะแนนข้อนี้ กรุณาเขียนถ้อยคำให้เจาะจงขึ้น',
    modelScore: 'คำตอบตัวอย่างภาษา{{language}}ได้ {{score}} คะแนนตามเกณฑ์ของแล็บเอง (ควรได้อย่างน้อย {{min}}) เกณฑ์ที่ยังไม่ผ่าน: {{missed}} กรุณาเพิ่มประเด็นที่ขาดในคำตอบตัวอย่าง หรือเพิ่มถ้อยคำที่ตรงกับคำตอบ',
    modelCritical: '{{where}} ({{language}}) มีข้อความ “{{quote}}” ซึ่งข้อห้ามพูดข้อ {{item}} ของคำถามข้อ {{question}} นับว่าเป็นอันตราย กรุณาแก้คำตอบตัวอย่างหรือถ้อยคำข้อห้ามพูด',
    criticalMissed: '{{where}}: เมื่อพูดว่า “{{phrasing}}” ({{language}}) ระบบยังไม่รู้ว่าเป็นอันตราย กรุณาเขียนให้เหมือนที่นักศึกษาจะพูดจริง',
    criticalDenied: '{{where}}: “{{negated}}” ซึ่งเป็นการปฏิเสธ “{{phrasing}}” ({{language}}) จะถูกนับว่าเป็นอันตราย กรุณาเขียนถ้อยคำให้เจาะจงขึ้น',
  },
  zh: {
    'where.lab': '本实验',
    'where.title': '标题',
    'where.subtitle': '副标题',
    'where.scenario': '情景',
    'where.question': '第 {{question}} 题',
    'where.modelAnswer': '第 {{question}} 题的参考答案',
    'where.rubricItem': '第 {{question}} 题评分项 {{item}}',
    'where.feedbackMet': '第 {{question}} 题评分项 {{item}}：达成时给学生的说明',
    'where.feedbackMissed': '第 {{question}} 题评分项 {{item}}：未达成时给学生的说明',
    'where.criticalItem': '第 {{question}} 题禁说项 {{item}}',
    'where.danger': '第 {{question}} 题禁说项 {{item}}：危险原因',
    empty: '{{where}}（{{language}}）为空。请用本实验的每种语言填写。',
    noPhrasings: '{{where}}没有{{language}}说法。请至少添加一行学生会说的话。',
    noRubric: '{{where}}没有评分项。请至少添加一项您在回答中寻找的内容。',
    echo: '{{where}}：“{{phrasing}}”（{{language}}）已出现在情景或题目中。学生照读题目也会说出它，因此不得分。请改写为只有回答才会用的说法。',
    echoScore: '用{{language}}朗读情景和题目会得到 {{score}} 分（必须低于 {{limit}}），来自 {{phrasings}}。请改写这些说法。',
    negation: '{{where}}：“{{flipped}}”与“{{phrasing}}”（{{language}}）意思相反，却仍能得到此项分数。请把说法写得更具体。',
    modelScore: '{{language}}参考答案按本实验评分标准得 {{score}} 分（应至少 {{min}} 分）。未达成的项：{{missed}}。请在参考答案中补充缺少的要点，或添加与之匹配的说法。',
    modelCritical: '{{where}}（{{language}}）中的“{{quote}}”被第 {{question}} 题禁说项 {{item}} 判为有害。请修改参考答案或该有害说法。',
    criticalMissed: '{{where}}：说出“{{phrasing}}”（{{language}}）时未被识别为有害。请按学生实际会说的方式书写。',
    criticalDenied: '{{where}}：否定“{{phrasing}}”（{{language}}）的“{{negated}}”会被判为有害。请把说法写得更具体。',
  },
  ja: {
    'where.lab': 'この演習',
    'where.title': 'タイトル',
    'where.subtitle': 'サブタイトル',
    'where.scenario': 'シナリオ',
    'where.question': '設問 {{question}}',
    'where.modelAnswer': '設問 {{question}} の模範解答',
    'where.rubricItem': '設問 {{question}} の評価項目 {{item}}',
    'where.feedbackMet': '設問 {{question}} の評価項目 {{item}}：達成時に学生に示す文',
    'where.feedbackMissed': '設問 {{question}} の評価項目 {{item}}：未達成時に学生に示す文',
    'where.criticalItem': '設問 {{question}} の禁止発言 {{item}}',
    'where.danger': '設問 {{question}} の禁止発言 {{item}}：危険な理由',
    empty: '{{where}}（{{language}}）が空です。演習のすべての言語で入力してください。',
    noPhrasings: '{{where}}に{{language}}の言い回しがありません。学生が言いそうな文を1行以上追加してください。',
    noRubric: '{{where}}に評価項目がありません。解答で確認したい点を1つ以上追加してください。',
    echo: '{{where}}：「{{phrasing}}」（{{language}}）はシナリオまたは設問にすでに含まれています。読み上げるだけで言えてしまうため得点になりません。解答でしか使わない言い方に書き直してください。',
    echoScore: 'シナリオと設問を{{language}}で読み上げると {{score}} 点になります（{{limit}} 点未満である必要があります）。該当：{{phrasings}}。これらの言い回しを書き直してください。',
    negation: '{{where}}：「{{flipped}}」は「{{phrasing}}」（{{language}}）と反対の意味なのに、この項目の得点になります。言い回しをより具体的にしてください。',
    modelScore: '{{language}}の模範解答は自身の評価基準で {{score}} 点です（{{min}} 点以上が必要）。未達成の項目：{{missed}}。模範解答に不足点を加えるか、一致する言い回しを追加してください。',
    modelCritical: '{{where}}（{{language}}）の「{{quote}}」が、設問 {{question}} の禁止発言 {{item}} により有害と判定されます。模範解答か有害な言い回しを修正してください。',
    criticalMissed: '{{where}}：「{{phrasing}}」（{{language}}）と言っても有害と認識されません。学生が実際に言う形で書いてください。',
    criticalDenied: '{{where}}：「{{phrasing}}」（{{language}}）を否定する「{{negated}}」が有害と判定されます。言い回しをより具体的にしてください。',
  },
  id: {
    'where.lab': 'Lab ini',
    'where.title': 'Judul',
    'where.subtitle': 'Subjudul',
    'where.scenario': 'Skenario',
    'where.question': 'Pertanyaan {{question}}',
    'where.modelAnswer': 'Pertanyaan {{question}}, jawaban model',
    'where.rubricItem': 'Pertanyaan {{question}}, butir rubrik {{item}}',
    'where.feedbackMet': 'Pertanyaan {{question}}, butir rubrik {{item}}, pesan untuk mahasiswa bila terpenuhi',
    'where.feedbackMissed': 'Pertanyaan {{question}}, butir rubrik {{item}}, pesan untuk mahasiswa bila belum terpenuhi',
    'where.criticalItem': 'Pertanyaan {{question}}, butir larangan {{item}}',
    'where.danger': 'Pertanyaan {{question}}, butir larangan {{item}}, alasan bahayanya',
    empty: '{{where}} ({{language}}) masih kosong. Isilah dalam setiap bahasa lab.',
    noPhrasings: '{{where}} belum memiliki ungkapan dalam {{language}}. Tambahkan minimal satu baris yang akan diucapkan mahasiswa.',
    noRubric: '{{where}} belum memiliki butir rubrik. Tambahkan minimal satu hal yang Anda cari dalam jawaban.',
    echo: '{{where}}: “{{phrasing}}” ({{language}}) sudah ada di skenario atau pertanyaan. Mahasiswa yang membacanya keras-keras akan mengucapkannya, jadi tidak mendapat nilai. Tulislah seperti yang diucapkan dalam jawaban.',
    echoScore: 'Membaca skenario dan pertanyaan keras-keras dalam {{language}} mendapat nilai {{score}} (harus di bawah {{limit}}), melalui {{phrasings}}. Tulis ulang ungkapan tersebut.',
    negation: '{{where}}: “{{flipped}}” berarti kebalikan dari “{{phrasing}}” ({{language}}) tetapi tetap mendapat nilai butir ini. Buat ungkapan lebih spesifik.',
    modelScore: 'Jawaban model dalam {{language}} mendapat nilai {{score}} menurut rubriknya sendiri (minimal {{min}}). Butir yang belum terpenuhi: {{missed}}. Tambahkan poin yang kurang pada jawaban model atau ungkapan yang sesuai.',
    modelCritical: '{{where}} ({{language}}) menyebut “{{quote}}”, yang dianggap berbahaya oleh butir larangan {{item}} pertanyaan {{question}}. Ubah jawaban model atau ungkapan berbahaya tersebut.',
    criticalMissed: '{{where}}: mengucapkan “{{phrasing}}” ({{language}}) tidak dikenali sebagai berbahaya. Tulislah seperti yang akan diucapkan mahasiswa.',
    criticalDenied: '{{where}}: “{{negated}}”, penyangkalan dari “{{phrasing}}” ({{language}}), akan dianggap berbahaya. Buat ungkapan lebih spesifik.',
  },
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

/** Which field a check's path names, in words. */
function whereOf(path: LabCheck['path']): { where: Where; question?: number; item?: number } {
  const [head, qi, part, index, sub, leaf] = path;
  if (head !== 'questions') return { where: head === 'title' || head === 'subtitle' || head === 'scenario' ? head : 'lab' };
  const question = Number(qi) + 1;
  if (part === 'modelAnswer') return { where: 'modelAnswer', question };
  if (part === 'rubric' && typeof index === 'number') {
    const where: Where = sub === 'feedback' ? (leaf === 'met' ? 'feedbackMet' : 'feedbackMissed') : 'rubricItem';
    return { where, question, item: index + 1 };
  }
  if (part === 'critical' && typeof index === 'number') return { where: sub === 'danger' ? 'danger' : 'criticalItem', question, item: index + 1 };
  return { where: 'question', question };
}

/** A check in the lecturer's language, naming the field and the language it is about. */
export function formatLabCheck(check: LabCheck, language: Language): string {
  const texts = TEXTS[language];
  const place = whereOf(check.path);
  const where = fill(texts[`where.${place.where}`], { question: place.question ?? '', item: place.item ?? '' });
  const values = { ...place, ...check.params, where, language: check.language ? LANGUAGE_NAMES[check.language] : '' };
  // A check's own item/question params (model answers) win over the field's.
  return fill(texts[check.code], { ...values, ...check.params, where, language: values.language });
}
