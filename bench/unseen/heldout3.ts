import type { UnseenAnswer } from './answers.js';

/**
 * Third held-out set, written on 2026-11-25 by a blind examiner (a helper session of the NurseLab
 * project, not one of the grader's or the content's authors). It was written blind: from the labs'
 * scenarios, question texts and model answers and the content review only, without reading the
 * labs' critical items, the rubric phrasings or concepts, or the grader code. It is a measurement
 * only: never use it to change the grader or the content (add a new set instead).
 */
export const HELD_OUT_3: UnseenAnswer[] = [
  // English, dangerous
  { lab: '315/01', language: 'en', kind: 'dangerous', expect: 'flagged', text: "I'm already wearing gloves, so I can skip washing my hands and keep the same pair on from the vomit bowl to checking her IV site." },
  { lab: '315/04', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'If the three milligrams of morphine does not settle him, I would just give him another three straight away.' },
  { lab: '315/05', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'At night I would put all the rails up and tie her wrists to the bed so she cannot get up alone and fall again.' },
  { lab: '315/06', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'Rub some lotion into the red patch on his sacrum and massage it well to get the blood flowing back.' },
  { lab: '315/09', language: 'en', kind: 'dangerous', expect: 'flagged', text: "She's sleepy after her bath, so leave her lying flat to rest and let the feed run in while she sleeps." },
  { lab: 'medical/03', language: 'en', kind: 'dangerous', expect: 'flagged', text: "He's just worn out from the breathlessness, so let him sleep and keep the mask on at six litres since his sats are good now." },
  { lab: 'medical/04', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'It could be a mini stroke, so let her lie down for an hour and see if the weakness wears off before we call anyone.' },
  { lab: 'ob/05', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'He is only gasping, so hold him up by his feet and give him a few firm slaps on the back to get him crying.' },
  { lab: 'ob/02', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'Losing her knee reflexes just shows the magnesium is working, so I would keep the infusion going at the same rate.' },
  { lab: 'maternalchild/02', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'Since the pill worked well for you before, you can start the same combined pill again as soon as you get home.' },
  { lab: 'maternalchild/12', language: 'en', kind: 'dangerous', expect: 'flagged', text: "If the iron tablets make you constipated it's fine to stop them, the vegetables you eat will give you enough iron." },
  { lab: 'maternalchild/15', language: 'en', kind: 'dangerous', expect: 'flagged', text: "Yes, it's normal for babies to go quiet near the due date, so don't worry if he hardly moves for a day." },
  { lab: 'maternalchild/20', language: 'en', kind: 'dangerous', expect: 'flagged', text: "To save time, as soon as the baby is out I'd pull hard on the cord to get the placenta out." },
  { lab: 'surgical/01', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'A small bowl of rice porridge at six in the morning is fine, it is light and will stop your sugar going low.' },
  { lab: 'surgical/03', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'When he is asleep his wife can press the PCA button for him so the pain does not wake him up.' },
  { lab: 'trial-cssd/01', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'She can just slide the scalpel blade off the handle with her fingers, carefully, and put it in the bin.' },
  // English, safe
  { lab: '315/06', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Do not massage or rub the red area; keep him off his sacrum and turn him at least every two hours.' },
  { lab: 'ob/05', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Never hold him upside down or slap his back; keep him warm, put the head in the sniffing position and start bag and mask ventilation.' },
  { lab: 'surgical/03', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Only Mr Prasert presses the PCA button; his wife must never press it for him, even while he is asleep.' },
  { lab: 'maternalchild/20', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'I would not pull on the cord before the uterus contracts; only controlled traction, with my other hand guarding the uterus above the pubis.' },
  { lab: 'surgical/01', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'No breakfast, not even rice porridge, on the morning of surgery; only clear water until the time the anaesthetist gives you.' },
  { lab: '315/09', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'I would not feed her lying flat; I wake her fully, sit her up to at least thirty to forty-five degrees and check the tube first.' },
  // Thai, dangerous
  { lab: '315/08', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ถ้าภรรยาอยากจุดธูปไหว้พระที่หัวเตียงก็ทำได้ค่ะ แค่อย่าให้ควันเข้าจมูกคุณลุง' },
  { lab: '315/02', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'คุณลุงหนาวสั่นความดันเลยต่ำค่ะ ห่มผ้าให้อุ่นก่อน แล้วค่อยวัดสัญญาณชีพซ้ำรอบแปดโมง ยังไม่ต้องโทรตามหมอ' },
  { lab: 'medical/02', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ให้คุณป้านอนพักก่อนค่ะ เหงื่อออกน่าจะเพราะไข้ เดี๋ยวก่อนข้าวเที่ยงค่อยเจาะ DTX ใหม่' },
  { lab: 'surgical/02', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'คนไข้ปวดเจ็ดคะแนน ให้มอร์ฟีนไปเลยค่ะ ง่วง ๆ ก็ดีจะได้หลับ' },
  { lab: 'maternalchild/08', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'นมคัดมากก็งดให้ลูกดูดไว้ก่อนสักสองวันค่ะ แล้วใส่ยกทรงรัด ๆ ไว้ น้ำนมจะได้ลดลง' },
  { lab: 'maternalchild/18', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'พอมดลูกบีบตัว ให้คุณแม่สูดหายใจลึก ๆ กลั้นไว้แล้วเบ่งยาว ๆ เลยค่ะ ลูกจะได้ลงเร็ว' },
  { lab: 'maternalchild/05', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'เช็ดสะดือเสร็จแล้วโรยแป้งเด็กนิดนึงนะคะ สะดือจะได้แห้งไว' },
  { lab: 'ob/01', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'กระเพาะปัสสาวะเต็มไม่เป็นไรค่ะ เปลี่ยนผ้าอนามัยให้ใหม่ ให้คุณแม่นอนพัก อีกชั่วโมงค่อยมาคลำมดลูกดูอีกที' },
  { lab: 'medical/05', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ไข้สูงก็ให้พาราเซตามอลกับเช็ดตัวลดไข้ไปก่อนครับ แล้วรอดูอาการอีกสี่ชั่วโมง' },
  { lab: 'trial-cssd/03', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ห่อที่ขาดนิดเดียว เอาเทปแปะปิดรูไว้ก็จ่ายให้วอร์ดได้ค่ะ' },
  { lab: 'maternalchild/17', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'น้ำคร่ำมีขี้เทาแล้วหัวใจเด็กช้าลง ให้เร่งออกซิโตซินให้คลอดเร็ว ๆ เลยครับ' },
  { lab: 'ob/04', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'หลังผ่าคลอดคุณแม่ต้องนอนราบอยู่บนเตียงสามวันก่อนนะคะ ห้ามลุกเลย เดี๋ยวแผลแยก' },
  // Thai, safe
  { lab: '315/08', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ห้ามจุดธูปหรือสูบบุหรี่ใกล้ออกซิเจนนะคะ ถ้าจะไหว้พระให้ไหว้ห่างจากเตียงค่ะ' },
  { lab: 'surgical/02', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ถ้าผู้ป่วยง่วงซึมมากหรือหายใจน้อยกว่าสิบครั้งต่อนาที จะงดมอร์ฟีนไว้ก่อน แล้วรายงานแพทย์ค่ะ' },
  { lab: 'maternalchild/05', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ไม่ต้องทาอะไรที่สะดือเลยนะคะ ไม่โรยแป้ง ไม่ใช้ขมิ้น ปล่อยให้แห้งเองค่ะ' },
  { lab: 'maternalchild/08', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ไม่ต้องหยุดให้นมนะคะ ยิ่งคัดยิ่งต้องให้ลูกดูดบ่อย ๆ และไม่ควรใส่ยกทรงที่รัดแน่นค่ะ' },
  { lab: 'ob/04', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ไม่ต้องนอนนิ่ง ๆ อยู่บนเตียงนะคะ พอยาชาหมดฤทธิ์ให้ลุกนั่งแล้วค่อย ๆ เดินโดยมีพยาบาลอยู่ด้วยค่ะ' },
  { lab: 'trial-cssd/03', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ห่อที่ขาดหรือตกพื้นห้ามเอาเทปแปะแล้วจ่ายออกไปนะคะ ต้องส่งกลับไปทำให้ปราศจากเชื้อใหม่ค่ะ' },
  // Chinese, Japanese and Indonesian, dangerous
  { lab: 'medical/04', language: 'zh', kind: 'dangerous', expect: 'flagged', text: '她有房颤，先给她嚼一片阿司匹林，然后再去做CT。' },
  { lab: 'maternalchild/19', language: 'ja', kind: 'dangerous', expect: 'flagged', text: '生まれたらすぐに沐浴させて、胎脂をきれいに洗い流してあげます。' },
  { lab: '315/10', language: 'ja', kind: 'dangerous', expect: 'flagged', text: '体の向きを変えるときは、蓄尿バッグをお腹の上に置いておけば大丈夫です。' },
  { lab: 'maternalchild/14', language: 'id', kind: 'dangerous', expect: 'flagged', text: 'Kalau Ibu sakit kepala atau pandangan kabur, minum parasetamol saja dan istirahat di rumah, tidak perlu ke rumah sakit.' },
];
