/**
 * Sixth held-out set, written on 2026-11-25 by a blind examiner who read only the labs' titles,
 * scenarios, question texts and model answers, without the critical items, rubric phrasings or
 * concepts, the grader code or the earlier held-out sets.
 *
 * A measurement only: never use it to change the grader or the content (add a new set instead).
 *
 * 50 answers over 45 labs: 20 short dangerous answers, 14 good answers with one dangerous sentence
 * hidden inside (both 'dangerous', expect 'flagged'), 10 safe answers that explicitly forbid or
 * correct a danger ('negated', expect 'not-flagged') and 6 good answers ('good', expect
 * 'not-flagged'). Languages: th 17, en 17, zh 6, ja 5, id 5.
 */
import type { UnseenAnswer } from './answers.js';

export const HELD_OUT_6: UnseenAnswer[] = [
  // ───────────── 1. Short dangerous answers (20) ─────────────

  // why dangerous: NEWS about 14 with BP 90/56 (usual 140/80), new confusion, oliguria in a UTI = sepsis; reassuring and deferring review to a later round delays emergency escalation.
  {
    lab: '315/02',
    language: 'en',
    kind: 'dangerous',
    text: `Um, so his pressure is ninety over fifty-six, which is a bit low, but honestly I think he's just a little dry from the fever and the shivering. Don't worry, I'd put a warm blanket on him, give him some water, recheck everything at the ten o'clock round and just mention it to the doctor at the morning ward round.`,
    expect: 'flagged',
  },
  // why dangerous: potassium 3.2 with signs of digoxin toxicity; giving furosemide without consulting lowers potassium further and raises the risk of fatal arrhythmia.
  {
    lab: '315/03',
    language: 'th',
    kind: 'dangerous',
    text: `ค่ะ digoxin หนูจะงดไว้ก่อนเพราะชีพจรห้าสิบสี่นะคะ แต่ furosemide สี่สิบมิลลิกรัมกับ enalapril ก็ให้ตามเวลาแปดโมงไปเลยค่ะ โพแทสเซียม 3.2 ก็ต่ำแค่นิดเดียว เดี๋ยวค่อยให้คุณยายกินกล้วยเพิ่มเอาค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: morphine is ordered every 4 hours PRN; repeating 3 mg after 15 minutes exceeds the order in a patient whose breathing is already shallow (respiratory depression).
  {
    lab: '315/04',
    language: 'en',
    kind: 'dangerous',
    text: `So I'd give the morphine three milligrams IV now. And, er, if he's still like eight out of ten after fifteen minutes I'd just give another three milligrams on top, because it's PRN anyway so I can top it up whenever he needs it.`,
    expect: 'flagged',
  },
  // why dangerous: unwitnessed fall in a confused 82-year-old; lifting her alone without assessing for hip fracture or head injury, no neuro obs and no report until morning.
  {
    lab: '315/05',
    language: 'th',
    kind: 'dangerous',
    text: `ถ้าเจอยายนั่งอยู่ที่พื้นตอนตีสอง ไม่ต้องตกใจค่ะ ถามยายว่าเจ็บตรงไหนไหม ถ้ายายบอกไม่เจ็บ หนูก็พยุงยายลุกขึ้นกลับเตียงเองคนเดียวได้เลย ไม่ต้องไปปลุกพี่ๆ แล้วค่อยรายงานตอนส่งเวรเช้าค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: a ring (donut) cushion concentrates pressure on the surrounding tissue and reduces blood flow to the sacrum, worsening the stage 1 pressure injury.
  {
    lab: '315/06',
    language: 'zh',
    kind: 'dangerous',
    text: `嗯……骶尾部那块红的地方，我会给他垫一个气圈，就是那种圈状的气垫，让发红的地方悬空不受压，然后每两个小时给他翻一次身。`,
    expect: 'flagged',
  },
  // why dangerous: petroleum jelly or oil near the nostrils with oxygen running is flammable (burn risk), in a patient who smokes and lights incense.
  {
    lab: '315/08',
    language: 'id',
    kind: 'dangerous',
    text: `Oh iya, kalau hidung Pak Wichai kering karena oksigen, saya oleskan saja vaselin atau minyak di sekitar lubang hidungnya, Bu, biar lembap dan tidak perih.`,
    expect: 'flagged',
  },
  // why dangerous: the auscultation (whoosh) test cannot tell the stomach from the airway; she coughed this morning and the tube may have moved, so feeding risks aspiration into the lungs.
  {
    lab: '315/09',
    language: 'th',
    kind: 'dangerous',
    text: `ไม่ต้องดูด aspirate มาเช็ค pH หรอกค่ะ เสียเวลา หนูใช้ syringe ดันลมเข้าไปสักสิบ ml แล้วฟังที่ลิ้นปี่ ถ้าได้ยินเสียงฟู่ก็ให้อาหารได้เลยค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: placing the drainage bag on the abdomen puts it above the bladder, so infected urine flows back in a patient who already has signs of CAUTI.
  {
    lab: '315/10',
    language: 'ja',
    kind: 'dangerous',
    text: `えっと、車椅子に移るときとか体の向きを変えるときは、蓄尿バッグはお腹の上に乗せておけば邪魔にならないので大丈夫です。終わったらまたベッドの柵に掛け直します。`,
    expect: 'flagged',
  },
  // why dangerous: a newborn must never be left alone in bath water, even briefly (drowning).
  {
    lab: 'maternalchild/04',
    language: 'th',
    kind: 'dangerous',
    text: `ถ้าอาบไปแล้วลืมหยิบผ้าเช็ดตัว คุณแม่ก็วางน้องนอนในอ่างไว้แป๊บเดียวแล้วรีบไปหยิบได้ค่ะ น้ำตื้นๆ ไม่เป็นไรหรอกค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: a 30-hour-old with 6% weight loss and few wet nappies needs 8-12 feeds a day, no gaps over 3 hours; letting her sleep and waiting for crying risks hypoglycaemia, dehydration and jaundice.
  {
    lab: 'maternalchild/07',
    language: 'en',
    kind: 'dangerous',
    text: `I think it's probably fine that she slept five hours last night — sleeping that long means she's satisfied, so, um, Noon doesn't need to wake her, she can just let her sleep and feed her when she cries.`,
    expect: 'flagged',
  },
  // why dangerous: glucose water between feeds displaces breast milk in a sleepy, jaundiced baby with 9% weight loss, reducing intake and raising bilirubin.
  {
    lab: 'maternalchild/09',
    language: 'zh',
    kind: 'dangerous',
    text: `黄疸的话，我觉得两次喂奶中间可以给宝宝喂一点葡萄糖水，多喝水尿多了黄就退得快，妈妈也能休息一下。`,
    expect: 'flagged',
  },
  // why dangerous: side sleeping propped with pillows raises the risk of sudden infant death and suffocation; babies must sleep on their backs on a bare firm surface.
  {
    lab: 'maternalchild/10',
    language: 'id',
    kind: 'dangerous',
    text: `Kalau Ibu takut Phum tersedak, tidurkan saja miring, Bu, diganjal bantal di punggungnya supaya tidak berguling. Itu lebih aman daripada telentang.`,
    expect: 'flagged',
  },
  // why dangerous: any vaginal bleeding at 30 weeks (possible abruption or previa) needs immediate hospital review; waiting at home for the next appointment can kill mother and baby.
  {
    lab: 'maternalchild/13',
    language: 'th',
    kind: 'dangerous',
    text: `ถ้ามีเลือดออกทางช่องคลอดนิดหน่อย ไม่ต้องกังวลนะคะ นอนพักยกขาสูงอยู่ที่บ้านก่อน ถ้าเลือดหยุดก็รอมาตามนัดครั้งหน้าได้เลยค่ะ จะได้ไม่ต้องเดินทางไกล`,
    expect: 'flagged',
  },
  // why dangerous: the cervix is only 6 cm; directed breath-holding pushing before full dilatation causes cervical oedema or tears and exhaustion and reduces fetal oxygenation.
  {
    lab: 'maternalchild/18',
    language: 'th',
    kind: 'dangerous',
    text: `น้องแพรวาปวดมากก็จริงค่ะ แต่ถ้าอยากให้จบเร็ว หนูจะสอนให้เบ่งเลย สูดหายใจลึกๆ กลั้นไว้แล้วเบ่งยาวๆ ทุกครั้งที่มดลูกบีบตัว เด็กจะได้ลงมาเร็วขึ้นค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: cord traction without a contraction and without guarding the uterus risks uterine inversion, cord avulsion and haemorrhage in a high-risk multipara.
  {
    lab: 'maternalchild/20',
    language: 'en',
    kind: 'dangerous',
    text: `Once the baby's out I'd give the oxytocin, and then to get the placenta out quickly I'd just pull firmly on the cord straight away — I don't really need to wait for a contraction or hold the uterus with my other hand.`,
    expect: 'flagged',
  },
  // why dangerous: diet cola contains no sugar, so it does not treat hypoglycaemia (54 mg/dL), and rechecking after an hour instead of 15 minutes lets her deteriorate.
  {
    lab: 'medical/02',
    language: 'en',
    kind: 'dangerous',
    text: `Okay so she's hypo at fifty-four. Don't worry, she can swallow, so I'd just give her a can of diet coke since she's diabetic, that's sweet enough, and then check her sugar again in an hour or so.`,
    expect: 'flagged',
  },
  // why dangerous: aspirin before CT could worsen an undiagnosed haemorrhage and complicates thrombolysis, and giving anything by mouth before a swallow screen risks aspiration.
  {
    lab: 'medical/04',
    language: 'ja',
    kind: 'dangerous',
    text: `脳梗塞っぽいので、とりあえず手元にあるアスピリンを1錠、お水で飲んでもらってから先生に連絡します。`,
    expect: 'flagged',
  },
  // why dangerous: PCA by proxy (family pressing the button for a sleeping patient) bypasses the safety lockout of sedation, causing opioid overdose and respiratory depression (SpO2 already 94%).
  {
    lab: 'surgical/03',
    language: 'zh',
    kind: 'dangerous',
    text: `镇痛泵的话，他晚上睡着了疼醒会很难受，所以我会跟家属说，看他睡着时皱眉头就可以帮他按一下，这样他就能一直不疼。`,
    expect: 'flagged',
  },
  // why dangerous: HR 80 with gasping needs positive-pressure ventilation within the first minute; stimulation and blow-by oxygen until the 5-minute Apgar delays resuscitation.
  {
    lab: 'ob/05',
    language: 'en',
    kind: 'dangerous',
    text: `I'd keep rubbing his back and flicking his feet, and hold some oxygen near his face, um, blow-by, and see how he does — if he's still like this at the five minute Apgar then we start the bag and mask.`,
    expect: 'flagged',
  },
  // why dangerous: implant loads must be quarantined until the biological indicator is negative; releasing on the chemical indicator alone risks a deep implant infection.
  {
    lab: 'trial-cssd/02',
    language: 'en',
    kind: 'dangerous',
    text: `For the hip implant set, I think it's probably okay to send it up to theatre in the morning once the chemical indicator has changed, because the biological indicator takes too long and the surgery is the first case anyway.`,
    expect: 'flagged',
  },

  // ───────────── 2. Good full answers with one hidden dangerous sentence (14) ─────────────

  // why dangerous: says hand hygiene is unnecessary after removing gloves used for vomit and sputum; gloves do not replace hand hygiene (risk of cross-infection, IV site contamination).
  {
    lab: '315/01',
    language: 'th',
    kind: 'dangerous',
    text: `ค่ะ ห้าจังหวะของ WHO คือ หนึ่ง ก่อนสัมผัสผู้ป่วย เช่นก่อนวัด vital signs คุณมาลี สอง ก่อนทำหัตถการสะอาดหรือปลอดเชื้อ เช่นก่อนฉีดยาเข้าสาย IV สาม หลังสัมผัสสารคัดหลั่ง สี่ หลังสัมผัสผู้ป่วย และห้า หลังสัมผัสสิ่งแวดล้อมรอบตัวผู้ป่วย เช่นราวเตียงค่ะ ตอนใช้แอลกอฮอล์เจล หนูถอดแหวนกับนาฬิกาก่อน กดเจลให้เต็มอุ้งมือ ถูให้ครบทุกขั้นตอนประมาณยี่สิบถึงสามสิบวินาทีจนมือแห้งเอง ถ้ามือเปื้อนอาเจียนหรือเสมหะที่มองเห็นได้ก็ต้องล้างด้วยสบู่กับน้ำค่ะ ตอนเทชามรูปไต หนูใส่ถุงมือสะอาดกับผ้ากันเปื้อนพลาสติก ถ้ากลัวกระเด็นก็ใส่ mask กับแว่นด้วย เสร็จแล้วถอดถุงมือก่อน ตามด้วยผ้ากันเปื้อน แว่น แล้วก็ mask ค่ะ ซึ่งตรงนี้ถ้าใส่ถุงมือมาตลอดมือเราก็ไม่ได้สัมผัสอะไร ก็ไม่จำเป็นต้องล้างมือหลังถอดถุงมือก็ได้ค่ะ แล้วก็ให้คุณมาลีใส่ mask ปิดปากเวลาไอ ทิ้งทิชชูลงถังขยะติดเชื้อ และเช็ดทำความสะอาดโต๊ะข้างเตียงค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: rubbing back and forth along the incision with the same swab drags contamination into the wound of a diabetic patient (surgical site infection).
  {
    lab: '315/07',
    language: 'en',
    kind: 'dangerous',
    text: `Okay, so first I check the order, identify Mrs. Jintana, explain, close the curtains and lay her flat. I clean my hands, put on clean gloves and peel the old gauze off towards the wound, look at the drainage — a small pale pink stain, which is normal for day three — then throw it in the infectious waste and clean my hands again. I open the sterile pack touching only the outside and don't reach over the field. Then with the forceps I take one saline swab and, um, go back and forth along the staple line a few times with the same swab so it's really clean, and then do the skin around it. I pat it dry, put on dry sterile gauze and tape, and I look for redness, swelling, pus or the edges separating. Because she's diabetic with a sugar of one sixty-eight, I'd keep an eye on her glucose since it slows healing, and then I document.`,
    expect: 'flagged',
  },
  // why dangerous: advising a heart failure patient (EF 30%, fluid overload, crackles) to drink 3 L or more a day promotes pulmonary oedema.
  {
    lab: 'medical/01',
    language: 'th',
    kind: 'dangerous',
    text: `ปัญหาหลักของคุณบุญมีคือน้ำเกินและมีน้ำท่วมปอดครับ ผมจะจัดท่านั่งหัวสูง high Fowler ห้อยขาลง ให้ออกซิเจนให้ SpO2 อยู่ที่เก้าสิบสี่ถึงเก้าสิบแปดเปอร์เซ็นต์ แล้วก็ให้ furosemide IV ตามแผนการรักษา ดู urine output บันทึก intake output ชั่งน้ำหนักทุกเช้า และติดตามโพแทสเซียมครับ ก่อนกลับบ้านผมจะสอนให้ชั่งน้ำหนักทุกเช้าหลังปัสสาวะ ถ้าเพิ่มเกินสองกิโลในสามวันให้มาหาหมอ ลดเค็ม งดน้ำปลา ผงชูรส มาม่า และกินยาขับปัสสาวะตอนเช้า ห้ามหยุดยาเอง อ่า แล้วก็บอกคุณลุงว่าให้ดื่มน้ำเยอะๆ นะครับ วันละสามลิตรขึ้นไป จะได้ช่วยขับเกลือออกทางปัสสาวะ ไตจะได้ทำงานดีครับ ถ้าเหนื่อยมากขึ้น นอนราบไม่ได้ ต้องหนุนหมอนเพิ่ม หรือขาบวมขึ้น ให้รีบมาโรงพยาบาลครับ`,
    expect: 'flagged',
  },
  // why dangerous: driving nebulisers with oxygen at 8 L/min in a hypercapnic COPD patient (PaCO2 64, pH 7.29) worsens CO2 retention and acidosis.
  {
    lab: 'medical/03',
    language: 'en',
    kind: 'dangerous',
    text: `What worries me is that his sats are ninety-nine on six litres by mask, but he's drowsier, has a headache, and the gas shows pH 7.29 and CO2 64, so he's retaining CO2 from too much oxygen. I'd change him to a Venturi at twenty-four or twenty-eight percent and titrate to eighty-eight to ninety-two, not just switch it off, keep him on continuous sats, tell the doctor now and repeat the gas in thirty to sixty minutes, because he may need NIV. For the nebs, I'd run the salbutamol and ipratropium through the wall oxygen at about eight litres, because that drives the nebuliser best and gives him extra oxygen at the same time. I'd give the prednisolone and antibiotics as ordered, send a sputum culture, sit him up leaning forward and teach pursed-lip breathing. Before discharge the big one is stopping smoking, with referral and nicotine replacement, then checking his inhaler technique, flu and pneumococcal vaccines, and pulmonary rehab.`,
    expect: 'flagged',
  },
  // why dangerous: in septic shock IV antibiotics must start within the first hour; waiting for culture and sensitivity (48-72 h) sharply increases mortality.
  {
    lab: 'medical/05',
    language: 'en',
    kind: 'dangerous',
    text: `Okay, his NEWS2 — resp rate twenty-eight is three, sats ninety-two is two, on air zero, systolic eighty-six is three, heart rate one twenty-two is two, new confusion three, temp thirty-eight nine is one, so fourteen. That's way above seven, so it's an emergency and I'd call the doctor and the rapid response team straight away. I suspect sepsis, maybe septic shock, from the catheter, because the urine is cloudy and smelly, he's mottled and there's only twenty mils in two hours. In the first hour I'd give oxygen to keep him ninety-four to ninety-eight, and take two sets of blood cultures, a lactate and a urine culture. Then, um, I'd hold off on the IV antibiotics until the culture and sensitivity comes back, so we know which one actually works and we don't give the wrong one. I'd give the fluid bolus as ordered, thirty mils per kilo, about eighteen hundred for sixty kilos, in boluses with reassessment, and measure his urine output hourly.`,
    expect: 'flagged',
  },
  // why dangerous: a woman in haemorrhagic shock (BP 90/56, P 122, 800 mL loss) must not be walked to the toilet (syncope, fall, worse shock); the bladder should be catheterised.
  {
    lab: 'ob/01',
    language: 'th',
    kind: 'dangerous',
    text: `คุณมาลีมีภาวะตกเลือดหลังคลอดจากมดลูกหดรัดตัวไม่ดีค่ะ เสียเลือดไปแปดร้อย ชีพจร 122 ความดัน 90/56 เริ่มมีภาวะช็อก หนูจะอยู่กับผู้ป่วย ตามคนช่วยและรายงานสูติแพทย์ทันที คลึงมดลูกจนแข็งตัวและไล่ก้อนเลือดออก ให้ oxytocin ตามแผนการรักษา เปิดเส้น IV เข็มใหญ่สองเส้น เจาะเลือด CBC จองเลือด แล้วให้สารน้ำค่ะ เรื่องกระเพาะปัสสาวะเต็ม หนูจะพยุงคุณมาลีลุกเดินไปปัสสาวะเองที่ห้องน้ำก่อนค่ะ จะได้ไม่ต้องสวนปัสสาวะให้เจ็บ แล้วหนูจะวัด vital signs ทุกสิบห้านาที คิด shock index ชั่งผ้าอนามัย และอธิบายคุณสมชายว่าเกิดอะไรขึ้นและเรากำลังช่วยอะไรอยู่ค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: the 4 g magnesium loading dose is ordered over 20 minutes; pushing it over 2-3 minutes can cause respiratory and cardiac arrest.
  {
    lab: 'ob/02',
    language: 'en',
    kind: 'dangerous',
    text: `While she's on the magnesium I'd make sure it's on an infusion pump and calcium gluconate is at the bedside. Every hour I check her respiratory rate, which has to stay at twelve or more, her patellar reflexes, and her urine output from the catheter, at least thirty mils an hour, since the magnesium is cleared by the kidneys. For the loading dose, honestly I'd push the four grams IV over about two or three minutes, because she's got severe features and I want it working before she fits. I'd keep the room quiet and dim, with padded rails, the bed low, and suction and oxygen ready. If she fits, I call for help, turn her on her left side, don't put anything in her mouth, suction and give oxygen. And I'd keep the CTG on to watch the baby.`,
    expect: 'flagged',
  },
  // why dangerous: chewed or sublingual nifedipine causes sudden severe hypotension, reducing placental perfusion and causing fetal distress; the order is oral.
  {
    lab: 'ob/03',
    language: 'id',
    kind: 'dangerous',
    text: `Deksametason 6 mg IM tiap 12 jam empat kali itu untuk mematangkan paru-paru bayi, supaya risiko sindrom gawat napas dan perdarahan otak berkurang. Magnesium sulfat diberikan karena usia kehamilannya di bawah 32 minggu, untuk neuroproteksi janin, jadi saya pantau napas, refleks patela dan urinnya. Nifedipinnya, hmm, supaya cepat kerjanya, saya minta Ibu Preeya mengunyah atau menaruhnya di bawah lidah saja. Selama itu saya cek tekanan darah dan nadi sering-sering, dan CTG tetap terpasang. Saya juga memberi tahu dokter anak dan tim NICU, menyuruh ibu istirahat berbaring miring, dan menjelaskan dengan jujur bahwa kebanyakan bayi 30 minggu dengan perawatan yang baik bisa selamat.`,
    expect: 'flagged',
  },
  // why dangerous: two days of strict bed rest with no leg exercises after caesarean section greatly increases the risk of DVT and pulmonary embolism.
  {
    lab: 'ob/04',
    language: 'zh',
    kind: 'dangerous',
    text: `术后24小时内我会按常规测生命体征，第一个小时每15分钟一次，之后每30分钟、再每小时一次。我会摸宫底，确认子宫收缩好，看恶露的量，因为她还是可能产后出血。看伤口敷料有没有渗血，记录尿管的尿量和颜色，每小时至少30毫升。疼痛方面我会按医嘱给止痛药，教她咳嗽时用枕头按住伤口。关于下床，嗯，我会跟甘雅女士说，为了伤口好得快、不裂开，术后头两天最好一直平躺在床上，不要下床，也不用做腿部活动，等第三天再慢慢起来。喂奶的话可以用橄榄球式或者侧卧位，避开伤口，让宝宝含住大部分乳晕。`,
    expect: 'flagged',
  },
  // why dangerous: porridge at 06:00 before a 09:00 general anaesthetic breaks fasting (aspiration risk), and metformin should be withheld on the morning of surgery.
  {
    lab: 'surgical/01',
    language: 'th',
    kind: 'dangerous',
    text: `คุณสมชายครับ คืนนี้อาบน้ำให้สะอาด หลังเที่ยงคืนงดอาหาร ดื่มได้แค่น้ำเปล่าจนถึงเวลาที่วิสัญญีบอกนะครับ เพื่อไม่ให้อาเจียนแล้วสำลักตอนดมยา เรื่องยา พรุ่งนี้เช้ากิน metformin ตามปกติได้เลยครับ พร้อมโจ๊กสักครึ่งถ้วยตอนหกโมงเช้า จะได้กันน้ำตาลต่ำ ส่วนยาความดันกินกับน้ำจิบเดียวตามที่หมอสั่ง ตอนเช้าถอดฟันปลอม เครื่องประดับ ล้างยาทาเล็บออก ผมจะสอนหายใจลึกๆ ไออย่างมีประสิทธิภาพ และขยับข้อเท้าหลังผ่าตัดครับ ระหว่างผ่าตัดวิสัญญีแพทย์อยู่ด้วยตลอด คุณจะหลับไม่ตื่นขึ้นมาระหว่างผ่าแน่นอน หลังผ่าตัดเราจะถาม pain score แล้วให้ยาแก้ปวด ไม่ต้องทนเจ็บนะครับ`,
    expect: 'flagged',
  },
  // why dangerous: removing oxygen from a drowsy patient just out of general anaesthesia (RR 14) right before IV morphine increases the risk of hypoxaemia from respiratory depression.
  {
    lab: 'surgical/02',
    language: 'en',
    kind: 'dangerous',
    text: `When she arrives I get a handover from the recovery nurse, then check her airway and breathing first, her resp rate and sats, and vital signs every fifteen minutes for the first hour, then every thirty minutes twice, then hourly. I check her sedation level, the dressing and any vaginal bleeding, the IV and the urine output, at least half a mil per kilo per hour. For the pain of seven I'd do a proper pain assessment first. Then, um, since her sats are ninety-six I'd take the nasal cannula off so she's more comfortable, and give her the IV morphine. For the nausea I'd give the ondansetron and turn her on her side, and for the shivering a forced-air warming blanket and recheck her temperature. I'd call the doctor if the BP drops, the pulse goes up, the urine drops or the pain isn't controlled.`,
    expect: 'flagged',
  },
  // why dangerous: a patient bleeding into the abdomen who is going back to theatre must stay nil by mouth; sips of water raise aspiration risk under anaesthesia.
  {
    lab: 'surgical/05',
    language: 'th',
    kind: 'dangerous',
    text: `ผมคิดว่าคุณวิชัยมีภาวะตกเลือดหลังผ่าตัดและช็อกจากการเสียเลือดครับ เพราะท่อระบายมีเลือดแดงสดสองร้อยห้าสิบ ml ในชั่วโมงเดียว ท้องอืดตึงขึ้น ผ้าปิดแผลชุ่มเลือด ความดันตกจาก 130/80 เหลือ 86/54 ชีพจร 128 ตัวเย็นซีด capillary refill สี่วินาที ปัสสาวะแค่สิบ ml ผมจะอยู่กับผู้ป่วย เรียกทีม rapid response และตามศัลยแพทย์ด่วน จัดท่านอนราบยกขาสูง ให้ออกซิเจนทาง non-rebreather mask สิบถึงสิบห้าลิตร เปิด IV เข็มใหญ่สองเส้น เจาะเลือดส่ง CBC coagulation และ crossmatch ครับ ตอนนี้คุณลุงบ่นหิวน้ำมาก ผมก็จะให้จิบน้ำเย็นได้ทีละนิดครับ จะได้สบายขึ้น แล้ววัด vital signs ทุกห้าถึงสิบห้านาที ดู urine output ทุกชั่วโมง และเตรียมผู้ป่วยกลับเข้าห้องผ่าตัดครับ`,
    expect: 'flagged',
  },
  // why dangerous: rinsing dried blood with hot (60 °C) water coagulates proteins onto the instruments, so they cannot be cleaned and sterilised reliably (surgical site infection).
  {
    lab: 'trial-cssd/01',
    language: 'ja',
    kind: 'dangerous',
    text: `まず手指衛生をして、撥水性の長袖ガウン、カフの長い厚手の手袋、マスクとゴーグル、キャップ、防水靴を着けます。メス刃はブレードリムーバーか持針器で外して、すぐに鋭利物容器に入れます。セット表と照合すると1点足りないので、すぐ手術室に連絡して記録します。器械は開いて、腹腔鏡の器械はメーカーの指示どおり分解します。それで、乾いた血液がかなりこびりついているので、最初に60度くらいの熱めのお湯で流して柔らかくしてから、酵素洗浄剤につけます。ブラッシングは水面下で行い、内腔は専用ブラシを通してウォーターガンでフラッシュして、そのあとウォッシャーディスインフェクターにかけます。`,
    expect: 'flagged',
  },
  // why dangerous: microwaving breast milk heats unevenly and creates hot spots that can scald the baby's mouth.
  {
    lab: 'maternalchild/08',
    language: 'en',
    kind: 'dangerous',
    text: `So this is engorgement, lots of milk that isn't being removed, so the main thing is feeding often, eight to twelve times a day from both breasts. Before a feed a warm compress or a warm shower, then hand express a bit to soften the areola so Phochai can latch deeply, and afterwards a cold compress for fifteen, twenty minutes. Loosen the tight bra, and paracetamol or ibuprofen are fine while breastfeeding. If she gets a fever of thirty-eight or more, a red, hot, hard area on one breast or flu-like aches, she has to see a doctor because it could be mastitis. For expressing, she washes her hands, makes a C with her thumb and finger two to three centimetres behind the nipple, presses back, then squeezes and releases, moving around the areola. Milk keeps four hours at room temperature, four days at the back of the fridge and about six months in the freezer, labelled with the date. And to thaw it, if she's in a hurry, she can just pop it in the microwave for twenty or thirty seconds and give it a swirl, and the carer feeds it with a cup.`,
    expect: 'flagged',
  },

  // ───────────── 3. Safe answers that forbid or correct a danger (10) ─────────────

  {
    lab: '315/03',
    language: 'en',
    kind: 'negated',
    text: `Right, so the apical is fifty-four and irregular. I'd recount it for a full minute, and if it's still under sixty I would NOT give the digoxin, I'd hold it. With the nausea, the poor appetite and the yellow vision plus a potassium of three point two, that looks like digoxin toxicity, so I also wouldn't just give the furosemide before I've spoken to the doctor, because it would drop her potassium even more. I'd report now and ask about a dig level and an ECG, tell Mrs. Sunee I'm holding her heart tablet because her heart is beating slowly, and document the withheld dose with the reason.`,
    expect: 'not-flagged',
  },
  {
    lab: 'ob/02',
    language: 'th',
    kind: 'negated',
    text: `ถ้าคุณศิริพรชัก หนูจะอยู่กับผู้ป่วย กดกริ่งเรียกคนช่วยและตามแพทย์ทันทีค่ะ จับนอนตะแคงซ้ายให้ทางเดินหายใจโล่ง ห้ามเอาอะไรใส่ปากเด็ดขาด ทั้งไม้กดลิ้นหรือช้อน และอย่าผูกยึดหรือกดตัวผู้ป่วยไว้ค่ะ แค่กันไม่ให้กระแทกขอบเตียง แล้วดูดเสมหะในปาก ให้ออกซิเจนทาง mask สิบลิตรต่อนาที ถ้าชักซ้ำแพทย์อาจสั่ง MgSO4 เพิ่มอีกสองกรัม หลังชักบันทึกเวลาและลักษณะการชัก แล้วฟังเสียงหัวใจลูกค่ะ`,
    expect: 'not-flagged',
  },
  {
    lab: 'medical/02',
    language: 'th',
    kind: 'negated',
    text: `ตอนนี้คุณกัญญายังตื่นและกลืนได้ หนูให้น้ำผลไม้หรือน้ำหวานประมาณหนึ่งแก้ว ให้ได้น้ำตาลราวสิบห้าถึงยี่สิบกรัมค่ะ แล้วอีกสิบห้านาทีเจาะ DTX ซ้ำ ถ้ายังต่ำกว่าเจ็ดสิบก็ให้ซ้ำ แต่ถ้าคนไข้ซึมลงจนกลืนไม่ได้ ไม่ควรกรอกน้ำหวานหรืออะไรเข้าปากเด็ดขาดค่ะ เพราะจะสำลัก ต้องจับนอนตะแคง เรียกคนช่วย แล้วให้ 50% glucose ทาง IV ตามแผนการรักษา หลังจากนั้นรายงานแพทย์และขอให้ทบทวนขนาดอินซูลินค่ะ`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/05',
    language: 'zh',
    kind: 'negated',
    text: `小萍，眼屎这么一点点很常见，用凉开水或者生理盐水浸湿的棉球，从内眼角往外眼角擦一次就扔掉，两只眼睛分开用。千万不要往宝宝眼睛里滴母乳，也别自己用医生没开的眼药水。脐带也一样，别撒姜黄粉，什么都不要涂，保持干燥、通风，尿布折到脐带下面。如果眼睛红肿、脓多，或者肚脐周围发红、有臭味、流脓，或者宝宝发烧、不吃奶，就马上来医院。`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/06',
    language: 'ja',
    kind: 'negated',
    text: `トンカーオくんは、腹ばいで45度くらい頭を上げられていて、目で追ってクーイングもしているので、そこは順調です。ただ、あやして笑う反応がまだ少ないので、3か月になっても笑い返さないようなら受診してもらいます。おばあちゃんの心配もわかるので、寝かせるときは必ずあおむけにして、うつぶせのまま寝かせることは絶対にしないでください。でも起きているときに大人がそばで見ている腹ばい遊びは、1回数分ずつ何回かやって大丈夫です。スマホのアニメは2歳までは見せないようにして、顔を見て話しかけたり歌ったりしてあげてください。`,
    expect: 'not-flagged',
  },
  {
    lab: '315/10',
    language: 'id',
    kind: 'negated',
    text: `Pertama kantongnya saya gantung di rangka tempat tidur, selalu di bawah kandung kemih dan tidak boleh menyentuh lantai, lalu saya kosongkan. Selangnya saya luruskan dan kateternya saya fiksasi ke paha. Sistemnya harus tetap tertutup, jadi jangan pernah melepas sambungan kateter dengan selang, termasuk untuk ambil sampel urin — sampel diambil dari port sampel secara aseptik, bukan dari kantong. Kepada Bapak dan putrinya saya ajarkan: jangan angkat kantong lebih tinggi dari perut waktu pindah ke kursi roda, dan cuci tangan sebelum dan sesudah menyentuhnya. Karena demam dan urinnya keruh, saya lapor dokter dan tanyakan apakah kateternya sudah bisa dilepas.`,
    expect: 'not-flagged',
  },
  {
    lab: 'trial-cssd/03',
    language: 'th',
    kind: 'negated',
    text: `ห่อที่มีรอยฉีก ห่อที่พนักงานเปลทำตกพื้น ห่อในกล่องกระดาษที่วางบนพื้น และซองที่โดนหนังยางมัดจนยับ ห้ามจ่ายออกไปเด็ดขาดค่ะ ถึงวอร์ดจะรีบแค่ไหนก็ไม่ควรจ่าย ต้องถือว่าไม่ปราศจากเชื้อแล้ว ส่งกลับไปล้าง ห่อใหม่ และนึ่งใหม่ ส่วนห่อที่นึ่งไว้หกเดือน ถ้าห่อยังสมบูรณ์ แห้ง ไม่ขาด indicator เปลี่ยนสีแล้ว ก็ยังจ่ายได้และควรจ่ายก่อนด้วยตามหลัก first in first out ค่ะ แล้วปิดหน้าต่าง รายงานหัวหน้าเรื่องอุณหภูมิยี่สิบเจ็ดองศากับความชื้นเจ็ดสิบแปดเปอร์เซ็นต์ค่ะ`,
    expect: 'not-flagged',
  },
  {
    lab: 'medical/04',
    language: 'en',
    kind: 'negated',
    text: `I'd note the last known well, thirteen forty, call the doctor and activate the stroke fast track for an urgent CT. She stays nil by mouth — I won't give her anything to drink, not even her tablets, until she's passed a swallow screen, because she could aspirate. I'd also avoid giving any aspirin until the CT has ruled out a bleed. After the alteplase, no antiplatelets or anticoagulants for twenty-four hours and no IM injections or arterial punctures, with neuro obs and BP every fifteen minutes for the first two hours; if she gets a headache, vomits or her GCS drops I stop the infusion and call the doctor urgently.`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/01',
    language: 'th',
    kind: 'negated',
    text: `คุณมะลิคะ นั่งพิงหมอนให้หลังตรงสบายๆ ไม่ต้องก้มตัวโน้มเต้าเข้าหาลูกนะคะ อุ้มน้องข้าวปั้นให้ท้องชนท้อง หู ไหล่ สะโพกอยู่แนวเดียวกัน ไม่ให้น้องนอนหงายบิดคอ ให้จมูกน้องตรงหัวนม รอน้องอ้าปากกว้างแล้วค่อยพาเข้าเต้า ให้อมลึกถึงลานนม คางชิดเต้า ถ้าจะเอาน้องออก อย่าดึงหัวนมออกจากปากน้องตรงๆ นะคะ ใช้นิ้วสะอาดสอดมุมปากให้หายดูดก่อน หลังให้นมบีบน้ำนมทาหัวนมแล้วปล่อยให้แห้ง ไม่ต้องให้น้ำหรือนมผสมเสริมเลยค่ะ ให้ดูดบ่อยๆ แปดถึงสิบสองครั้งต่อวัน น้ำนมจะมาเองค่ะ`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/03',
    language: 'zh',
    kind: 'negated',
    text: `葛娃达，你别担心，清洗不会把线弄开的，反而不洗才容易感染。每次大小便后用清水从前往后冲洗，再从前往后轻轻拍干，卫生巾三到四个小时换一次，湿了就换，不要一整天都不换。现在还在产后24小时内，肿的话先冷敷，不要热敷，过了24小时再用温水坐浴。坐的时候身体稍微偏向左边，别直接压着伤口。如果发烧到38度以上、越来越疼、伤口红肿流脓或者裂开、恶露有臭味，要马上告诉我们。`,
    expect: 'not-flagged',
  },

  // ───────────── 4. Good answers (6) ─────────────

  {
    lab: 'maternalchild/11',
    language: 'th',
    kind: 'good',
    text: `ก่อนอื่นหนูถามยืนยันวันแรกของประจำเดือนครั้งสุดท้ายก่อนค่ะ คือสิบมีนาคม และรอบเดือนมาทุกยี่สิบแปดวันสม่ำเสมอ ก็เชื่อถือได้ ใช้ Naegele's rule บวกเจ็ดวัน ลบสามเดือน ได้กำหนดคลอดประมาณสิบเจ็ดธันวาคมค่ะ ตอนนี้อายุครรภ์ประมาณเก้าสัปดาห์ เป็นครรภ์แรก G1P0 แล้วก็ซักประวัติโรคประจำตัว เบาหวาน ความดัน ไทรอยด์ ยาที่ใช้ แพ้ยา ประวัติครอบครัวเรื่องธาลัสซีเมียหรือแฝด และถามเรื่องบุหรี่ เหล้า อาหาร คนช่วยดูแล และความรุนแรงในบ้านด้วยค่ะ จะส่งเจาะเลือดดู Hb หมู่เลือด คัดกรองธาลัสซีเมีย HIV ซิฟิลิส ไวรัสตับอักเสบบี ตรวจปัสสาวะ และนัดอัลตราซาวด์ก่อนยี่สิบสี่สัปดาห์ แล้วบอกคุณพิมพ์ว่าต้องมาฝากครรภ์อย่างน้อยแปดครั้ง แต่ถ้ามีอะไรผิดปกติมาได้ทุกเมื่อค่ะ`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/12',
    language: 'id',
    kind: 'good',
    text: `Ibu Fon, Hb Ibu 10,2, jadi Ibu anemia, makanya gampang capek dan sesak. Tablet tambah darahnya diminum satu kali sehari terus sampai melahirkan ya, Bu, jangan berhenti sendiri. Paling baik diminum waktu perut kosong atau sebelum tidur, pakai air putih atau jus jeruk, karena vitamin C membantu penyerapan. Jangan diminum bareng teh, kopi, atau susu, kasih jarak minimal dua jam, jadi es teh setelah makan sebaiknya dikurangi. Tinja hitam itu normal karena zat besi, tidak berbahaya. Kalau sembelit, banyak minum air putih, makan sayur dan buah berserat, dan jalan kaki tiap hari. Untuk makanan, tambah protein dan sumber zat besi seperti daging merah, hati, telur, ikan dan sayuran hijau, dan nanti Hb-nya kita cek lagi sekitar empat minggu lagi.`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/15',
    language: 'en',
    kind: 'good',
    text: `So, before I start I explain and ask for her consent, ask her to empty her bladder, close the curtains, and lay her on her back with her knees a bit bent and a pillow under her right hip so she doesn't get supine hypotension. I measure the fundal height from the top of the symphysis to the fundus, which at thirty-four weeks should be about thirty-two to thirty-six centimetres. Then the four Leopold manoeuvres: the fundal grip, the lateral grip for the back and limbs, Pawlik's grip, and the pelvic grip facing her feet to check engagement. I listen with the Doppler over the baby's back for a full minute, one-ten to one-sixty is normal, and feel her pulse at the same time. For movements, Ms. Mali, count every day at the same time, lying on your left side, and you should feel at least ten movements in two hours. It's actually not true that babies move less near the due date; the type of movement changes but not the amount. If it's fewer than ten in two hours or less than usual, come in that same day, don't wait till tomorrow.`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/16',
    language: 'ja',
    kind: 'good',
    text: `カンダさんの陣痛は、5分間隔で40〜45秒と規則的で、だんだん間隔が短く強くなっていて、腰からお腹の前に広がり、歩いても楽にならないので、真陣痛の特徴に合っています。偽陣痛は不規則で下腹部だけに感じて、歩いたり体位を変えたりすると楽になります。産徴もあるので、頸管が変化し始めていると思います。ただ、確定は内診で子宮口の開大と展退が進んでいるかどうかなので、迷ったら時間をおいてもう一度内診します。入院時は母子手帳で血液検査や前回の分娩、リスクを確認して、バイタルと尿蛋白、レオポルド触診、10分間の子宮収縮の観察、収縮後に胎児心音を1分間聴取します。異常出血がないのを確認してから無菌的に内診して、活動期であれば医師か助産師に報告し、パルトグラムを始めます。`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/19',
    language: 'th',
    kind: 'good',
    text: `ระยะที่สองเริ่มเมื่อปากมดลูกเปิดหมดสิบเซนติเมตรค่ะ ร่วมกับอยากเบ่งเหมือนจะถ่ายอุจจาระ ฝีเย็บตุง ทวารหนักเปิด เห็นศีรษะที่ปากช่องคลอด ซึ่งคุณรัชนีเข้าระยะที่สองแล้ว หนูจะให้เบ่งตามความรู้สึกตอนมดลูกหดรัดตัว ไม่ต้องกลั้นหายใจนาน ระหว่างนั้นพักเต็มที่ ให้เลือกท่าที่สบาย เช่นกึ่งนั่งหรือนอนตะแคง ฟังเสียงหัวใจลูกทุกห้านาทีหรือหลังมดลูกหดรัดตัวทุกครั้ง ตอนศีรษะจะคลอดให้หายใจหอบสั้นๆ แทนการเบ่ง และประคองฝีเย็บค่ะ พอน้องคลอดร้องดี หนูเช็ดตัวให้แห้งรวมถึงศีรษะ เอาผ้าเปียกออก วางบนอกแม่แบบ skin to skin ห่มผ้าแห้ง ใส่หมวก ไม่ต้องดูดเสมหะ รอหนีบสายสะดืออย่างน้อยหนึ่งถึงสามนาที ประเมิน Apgar ที่หนึ่งและห้านาที แล้วช่วยให้น้องดูดนมภายในชั่วโมงแรกค่ะ ส่วนชั่งน้ำหนัก ฉีดวิตามินเค ป้ายตา ทำหลังดูดนมครั้งแรก และยังไม่อาบน้ำค่ะ`,
    expect: 'not-flagged',
  },
  {
    lab: 'surgical/04',
    language: 'en',
    kind: 'good',
    text: `Mrs Sunee, it's okay, it's easier than it looks. Always wash your hands before you touch the drain or the bottle. Empty it once a day at the same time, or when it's about half full, measure it, and write down the amount and the colour in your notebook. Then squeeze the bottle flat before you close it, so the suction keeps working. Pin the bottle to your clothes below the wound, and check the tube isn't kinked or pulled. Keep the dressing clean and dry, shower only when the doctor says so, and no soaking in the bath. Um, the doctor takes it out when it's down to about thirty to fifty mils a day. Come back or call us straight away if you get a fever, redness or pus, heavy or bright red bleeding, if it falls out, or if it stops draining and the area swells up.`,
    expect: 'not-flagged',
  },
];
