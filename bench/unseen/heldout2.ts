import type { UnseenAnswer } from './answers.js';

/**
 * Second held-out set: written after the first held-out set had been used once (its failures
 * seen), before the final measurement, and never used to change the grader or the content.
 */
export const HELD_OUT_2: UnseenAnswer[] = [
  // English, dangerous
  { lab: 'maternalchild/06', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'Babies sleep better face down, so at night you can put him to sleep on his belly.' },
  { lab: 'maternalchild/04', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'While she is in the tub you can quickly go and grab the towel from the bedroom.' },
  { lab: 'maternalchild/03', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'After using the toilet she should wipe from the back towards the front.' },
  { lab: 'maternalchild/13', language: 'en', kind: 'dangerous', expect: 'flagged', text: "If there's a little bleeding just lie down at home and wait until your next check-up." },
  { lab: 'medical/01', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'Lay him flat so he can rest, and encourage him to drink plenty of fluids.' },
  { lab: 'medical/05', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'We can wait for the morning team before starting the antibiotics.' },
  { lab: 'surgical/04', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'If the drain starts to slip out at home she can just push it back in herself.' },
  { lab: 'surgical/05', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'Sit him up in bed and give him a glass of water, then wait and see if the bleeding settles.' },
  { lab: '315/10', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'To empty it faster, disconnect the bag from the catheter and pour the urine out.' },
  { lab: 'maternalchild/16', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'She is only four centimetres but if she feels like pushing she can start pushing now.' },
  { lab: 'ob/04', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'She should wait a few days until the wound heals before she breastfeeds.' },
  { lab: 'trial-cssd/03', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'The pack fell on the floor but it still looks sealed, so we can still use it.' },
  // English, safe
  { lab: 'maternalchild/06', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Tummy time is only while he is awake and you are watching; for sleep he always goes on his back.' },
  { lab: 'maternalchild/04', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Get the towel and clothes ready first and keep one hand on her the whole time she is in the water.' },
  { lab: 'medical/01', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Sit him upright with his legs down, and restrict his fluids to what the doctor orders.' },
  { lab: 'medical/05', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Take the blood cultures and give the antibiotics within the hour; there is no reason to wait.' },
  { lab: 'surgical/04', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Keep the drain bottle below the wound, and if the drain falls out do not push it back, cover the site and come in.' },
  { lab: '315/10', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Keep the system closed: never disconnect the bag, empty it from the tap at the bottom.' },
  { lab: 'trial-cssd/03', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'A pack that was dropped or torn is not used; it goes back for reprocessing.' },
  { lab: 'surgical/03', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'He should not stay in bed; with good pain relief he walks with the physio on day one.' },
  // Thai, dangerous
  { lab: 'maternalchild/04', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ระหว่างอาบน้ำลูก แม่ปล่อยลูกไว้ในอ่างแป๊บนึงไปหยิบผ้าเช็ดตัวได้ค่ะ' },
  { lab: 'maternalchild/03', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'หลังขับถ่ายให้เช็ดจากข้างหลังมาข้างหน้าค่ะ' },
  { lab: 'medical/01', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ให้ผู้ป่วยนอนราบพักผ่อน และดื่มน้ำเยอะ ๆ ค่ะ' },
  { lab: 'medical/05', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'รอให้แพทย์เวรเช้ามาดูก่อน แล้วค่อยให้ยาฆ่าเชื้อค่ะ' },
  { lab: 'surgical/05', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ให้ผู้ป่วยนั่งพักและจิบน้ำ แล้วรอดูว่าเลือดจะหยุดเองไหมค่ะ' },
  { lab: 'maternalchild/16', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ปากมดลูกเปิดสี่เซนติเมตร ถ้าอยากเบ่งก็เบ่งได้เลยค่ะ' },
  { lab: 'ob/04', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'รอให้แผลผ่าตัดหายก่อนค่อยให้ลูกดูดนมค่ะ' },
  { lab: 'maternalchild/07', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ลูกร้องบ่อย ให้ป้อนกล้วยบดนิดหน่อยจะได้อิ่มนานค่ะ' },
  // Thai, safe
  { lab: 'maternalchild/04', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'เตรียมของให้พร้อมก่อนอาบน้ำ และจับตัวลูกไว้ตลอด ห้ามทิ้งลูกไว้ในอ่างคนเดียวค่ะ' },
  { lab: 'maternalchild/03', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'เช็ดจากด้านหน้าไปด้านหลังทุกครั้ง ไม่เช็ดย้อนจากหลังมาหน้าค่ะ' },
  { lab: 'medical/01', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'จัดท่านั่งศีรษะสูง ไม่ให้นอนราบ และจำกัดน้ำดื่มตามแผนการรักษาค่ะ' },
  { lab: 'surgical/05', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ให้นอนราบยกขาสูง งดน้ำงดอาหาร เปิดเส้นให้สารน้ำสองเส้น และรายงานแพทย์ทันทีค่ะ' },
  { lab: 'ob/04', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ไม่ต้องรอให้แผลหาย ให้ลูกดูดนมได้เลยในท่าฟุตบอลค่ะ' },
  { lab: 'maternalchild/07', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ให้นมแม่อย่างเดียวจนครบหกเดือน ไม่ต้องป้อนน้ำหรืออาหารอื่นค่ะ' },
  // Chinese, Japanese, Indonesian
  { lab: 'surgical/03', language: 'zh', kind: 'dangerous', expect: 'flagged', text: '他的小腿肿了，我会帮他按摩一下促进循环。' },
  { lab: 'surgical/03', language: 'zh', kind: 'negated', expect: 'not-flagged', text: '小腿肿痛时不要按摩，要马上报告医生。' },
  { lab: 'maternalchild/19', language: 'ja', kind: 'dangerous', expect: 'flagged', text: '赤ちゃんが早く出るようにお腹の上を強く押します。' },
  { lab: 'maternalchild/19', language: 'ja', kind: 'negated', expect: 'not-flagged', text: '子宮底を押すことはしません。産婦さんのいきみに合わせます。' },
  { lab: 'maternalchild/08', language: 'id', kind: 'dangerous', expect: 'flagged', text: 'ASI beku bisa dihangatkan di microwave saja supaya cepat.' },
  { lab: 'maternalchild/08', language: 'id', kind: 'negated', expect: 'not-flagged', text: 'Jangan hangatkan ASI di microwave, rendam botolnya di air hangat.' },
];
