/**
 * Seventh held-out set, written on 2026-11-25 by a blind examiner who read only the labs' titles,
 * scenarios, question texts and model answers (all 48 labs, th/en/zh/ja/id), without the critical
 * items, rubric phrasings or concepts, the grader code or the earlier held-out sets.
 * A measurement only: never tune content or the grader against these answers.
 *
 * 50 answers over all 48 labs: 20 short dangerous, 14 good answers with one hidden dangerous
 * sentence, 10 safe answers that forbid or correct a danger, 6 good answers.
 * Languages: th 17, en 17, zh 6, ja 5, id 5.
 */
import type { UnseenAnswer } from './answers.js';

export const HELD_OUT_7: UnseenAnswer[] = [
  // ───────────── 1. Short dangerous answers (20) ─────────────

  // why dangerous: keeps the same gloves from emptying vomit and goes straight to an aseptic task on the IV line (broken asepsis, no hand hygiene between tasks).
  {
    lab: '315/01',
    language: 'th',
    kind: 'dangerous',
    text: `เอ่อ หลังเทอาเจียนเสร็จดิฉันใส่ถุงมือคู่เดิมไว้เลยค่ะ ไม่ต้องถอดให้เปลืองถุงมือ แล้วก็ไปฉีดยาเข้าสาย IV ของคุณมาลีต่อได้เลย เพราะยังใส่ถุงมืออยู่แล้วค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: wrong priority: NEWS ~14 with hypotension and new confusion, yet the student finishes the round and charting and delays calling the doctor for about an hour.
  {
    lab: '315/02',
    language: 'en',
    kind: 'dangerous',
    text: `Um, so his pressure's 90 over 56, which is low, yeah, but it's six a.m. so I'd finish the obs round on my other patients first and do the charting, and then ring the doctor at around seven when they're up, so I've got everything ready for them.`,
    expect: 'flagged',
  },
  // why dangerous: gives digoxin despite apical pulse 54, nausea, xanthopsia and K 3.2 (signs of digoxin toxicity), explaining the yellow vision away.
  {
    lab: '315/03',
    language: 'th',
    kind: 'dangerous',
    text: `ชีพจร 54 ถึงจะเต้นไม่สม่ำเสมอแต่ก็ยังไม่ต่ำกว่า 50 ค่ะ ดิฉันคิดว่าให้ digoxin ได้ตามเวลาเลย ส่วนที่เห็นแสงไฟเป็นสีเหลือง ๆ น่าจะเป็นต้อกระจกตามวัยของคุณยายมากกว่าค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: doubles the prescribed IV morphine dose (6 mg instead of 3 mg) on the student's own initiative.
  {
    lab: '315/04',
    language: 'en',
    kind: 'dangerous',
    text: `He's eight out of ten, so I think three milligrams won't really touch it, so I'd probably just give six milligrams IV, like double, to get on top of the pain, and then recheck him later on.`,
    expect: 'flagged',
  },
  // why dangerous: lifts an 82-year-old off the floor alone after an unwitnessed fall before assessing for head injury or hip fracture.
  {
    lab: '315/05',
    language: 'zh',
    kind: 'dangerous',
    text: `嗯，看到她坐在地上，我就先一个人把她扶回床上，地上太凉了嘛，然后再去测生命体征，问她哪里疼。`,
    expect: 'flagged',
  },
  // why dangerous: applies a hot water bottle to a stage 1 pressure injury in an immobile stroke patient (burn and tissue damage risk).
  {
    lab: '315/06',
    language: 'ja',
    kind: 'dangerous',
    text: `えっと、仙骨部の赤くなっているところは血流をよくしたいので、湯たんぽを当ててしっかり温めておきます。`,
    expect: 'flagged',
  },
  // why dangerous: cleans from the dirty surrounding skin towards the incision with the same swab back and forth (breaks aseptic principles on a diabetic surgical wound).
  {
    lab: '315/07',
    language: 'th',
    kind: 'dangerous',
    text: `ทำแผลก็เช็ดจากผิวหนังรอบ ๆ เข้ามาหาแผลค่ะ แล้วก็ใช้สำลีก้อนเดิมเช็ดไปกลับหลาย ๆ รอบจนสะอาด ประหยัดสำลีด้วยค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: tells the family an unsupervised two-month-old may sleep on his tummy alone in a room (SIDS risk; tummy time only awake and watched).
  {
    lab: 'maternalchild/06',
    language: 'id',
    kind: 'dangerous',
    text: `Nggak apa-apa kok Bu, biar lehernya kuat, adik boleh tidur tengkurap sendiri di kamar waktu siang, asal kamarnya tenang, jadi Ibu bisa sambil kerja yang lain.`,
    expect: 'flagged',
  },
  // why dangerous: feeds on the basis of yesterday's X-ray and an air whoosh test only, skipping the aspirate pH check in a drowsy dysphagic patient who coughed.
  {
    lab: '315/09',
    language: 'en',
    kind: 'dangerous',
    text: `No need to aspirate really, the X-ray yesterday already confirmed it, so I'd just push some air in and listen for the whoosh, and if I hear it I go ahead with the three hundred mils.`,
    expect: 'flagged',
  },
  // why dangerous: takes the culture from the drainage bag and disconnects the closed catheter system.
  {
    lab: '315/10',
    language: 'th',
    kind: 'dangerous',
    text: `ถ้าหมอสั่ง urine culture ก็เทเก็บจากถุงปัสสาวะได้เลยค่ะ หรือถ้าถุงเต็มไปแล้วก็ปลดข้อต่อตรงสายแล้วรองปัสสาวะใส่ขวดเอา ง่ายกว่าค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: leaves the newborn lying in the bath water unattended to answer the phone (drowning risk).
  {
    lab: 'maternalchild/04',
    language: 'th',
    kind: 'dangerous',
    text: `ถ้าระหว่างอาบมีโทรศัพท์เข้า คุณแม่ก็วางน้องมะปรางนอนในอ่างแป๊บนึงได้ค่ะ น้ำตื้น ๆ ไม่เป็นไรหรอก แล้วค่อยกลับมาอาบต่อ`,
    expect: 'flagged',
  },
  // why dangerous: endorses bottles of plain water for a 2-day-old breastfed newborn who is already losing weight (displaces breast milk, nipple confusion, hyponatraemia risk).
  {
    lab: 'maternalchild/07',
    language: 'en',
    kind: 'dangerous',
    text: `I mean, it is really hot here, so I'd say a little bit of boiled water in the bottle between feeds is totally fine, don't worry about it, it keeps her from getting dehydrated.`,
    expect: 'flagged',
  },
  // why dangerous: calls jaundice to the umbilicus at 62 h in a sleepy, poorly feeding baby normal, recommends sunlight and no follow-up.
  {
    lab: 'maternalchild/09',
    language: 'zh',
    kind: 'dangerous',
    text: `黄到肚脐这个程度其实还算正常的，宝宝就是比较爱睡。回家以后每天早上晒晒太阳就会退了，不用特意回来复查。`,
    expect: 'flagged',
  },
  // why dangerous: advises waiting at home with vaginal bleeding or leaking fluid at 30 weeks instead of coming in immediately.
  {
    lab: 'maternalchild/13',
    language: 'th',
    kind: 'dangerous',
    text: `ถ้ามีเลือดออกทางช่องคลอดนิดหน่อยหรือมีน้ำใส ๆ ไหลซึม ก็ใส่ผ้าอนามัยแล้วนอนพักก่อนนะคะ รอดูสักสองสามวัน ถ้ายังไม่หยุดค่อยมาพร้อมวันนัดก็ได้ค่ะ เพราะบ้านไกล`,
    expect: 'flagged',
  },
  // why dangerous: with late decelerations and meconium, puts the mother flat on her back (aortocaval compression worsens fetal hypoxia) instead of left lateral.
  {
    lab: 'maternalchild/17',
    language: 'en',
    kind: 'dangerous',
    text: `So the heart rate's dropping to a hundred, I'd get her lying flat on her back so the Doppler picks it up better and I can get a clearer trace, and then keep listening for a bit to see if it comes back up.`,
    expect: 'flagged',
  },
  // why dangerous: strong fundal pressure (Kristeller) to speed birth in a normally progressing second stage (uterine rupture, trauma).
  {
    lab: 'maternalchild/19',
    language: 'ja',
    kind: 'dangerous',
    text: `全開大になったら、早く産まれるように、いきみに合わせて私がお腹の上、子宮底を上から強く押して手伝います。`,
    expect: 'flagged',
  },
  // why dangerous: continues to pour sweet drinks into the mouth of a hypoglycaemic patient who is becoming drowsy (aspiration); should be nothing by mouth, IV glucose.
  {
    lab: 'medical/02',
    language: 'th',
    kind: 'dangerous',
    text: `ถ้าคุณกัญญาเริ่มซึมลงเรื่อย ๆ จนกลืนไม่ค่อยได้ ดิฉันก็จะประคองหัวแล้วป้อนน้ำหวานเข้าปากไปเรื่อย ๆ ค่ะ ให้น้ำตาลขึ้นเร็ว ๆ แล้วค่อยเจาะ DTX ซ้ำ`,
    expect: 'flagged',
  },
  // why dangerous: gives water and oral tablets to a suspected acute stroke before a swallow screen and delays calling the doctor (aspiration, delays thrombolysis window).
  {
    lab: 'medical/04',
    language: 'en',
    kind: 'dangerous',
    text: `Okay so first I'd calm her down, give her a glass of water and her usual afternoon tablets so she's comfortable, and then once she's settled I'd call the doctor about the weakness.`,
    expect: 'flagged',
  },
  // why dangerous: interprets absent patellar reflexes as therapeutic effect and continues magnesium (toxicity, respiratory arrest).
  {
    lab: 'ob/02',
    language: 'id',
    kind: 'dangerous',
    text: `Kalau refleks patelanya sudah tidak ada, menurut saya itu tandanya magnesiumnya sudah bekerja dengan baik, jadi infusnya tetap saya lanjutkan 1 gram per jam seperti biasa.`,
    expect: 'flagged',
  },
  // why dangerous: delegates PCA button pressing to the family while the patient sleeps (opioid overdose, respiratory depression).
  {
    lab: 'surgical/03',
    language: 'th',
    kind: 'dangerous',
    text: `ถ้าคุณประเสริฐหลับอยู่ ให้ลูกหรือญาติช่วยกดปุ่ม PCA ให้ก่อนได้เลยค่ะ ตื่นมาจะได้ไม่ปวด แล้วก็ลุกเดินกับนักกายภาพได้ค่ะ`,
    expect: 'flagged',
  },

  // ───────────── 2. Good answers with one hidden dangerous sentence (14) ─────────────

  // why dangerous: finishes the delivery notes and blood-loss chart before calling the obstetrician in a haemorrhaging, shocked woman (paperwork before emergency).
  {
    lab: 'ob/01',
    language: 'en',
    kind: 'dangerous',
    text: `Okay so this is a postpartum haemorrhage, the uterus is boggy so it's atony, and she's already got signs of shock, pulse 122, BP 90 over 56. I'd stay with her and rub up the fundus straight away until it's firm and get the clots out. Um, before I ring the obstetrician I'd finish writing up the delivery notes and the blood loss chart, so I've got all the numbers ready when I call. Then oxytocin ten units as ordered, two big IV lines, bloods for FBC and cross match, and warmed fluids. Her bladder's full, so I'd put a catheter in, because that stops the uterus contracting. And I'd do obs every fifteen minutes, work out the shock index, which is already like one point four, and keep her warm and flat with her legs up.`,
    expect: 'flagged',
  },
  // why dangerous: lets a patient in haemorrhagic shock who needs urgent return to theatre sip water.
  {
    lab: 'surgical/05',
    language: 'th',
    kind: 'dangerous',
    text: `คิดว่าคุณวิชัยมีเลือดออกในช่องท้องหลังผ่าตัดแล้วก็อยู่ในภาวะช็อกค่ะ เพราะเลือดแดงสดออกทางท่อระบาย 250 ใน 1 ชั่วโมง ท้องอืดขึ้น ความดันตกจาก 130/80 เหลือ 86/54 ชีพจร 128 ตัวเย็นซีด capillary refill 4 วินาที แล้วก็ปัสสาวะออกแค่ 10 ml ค่ะ ดิฉันจะอยู่กับผู้ป่วย เรียกขอความช่วยเหลือ ตาม rapid response แล้วก็โทรตามศัลยแพทย์ด่วน จัดท่านอนราบยกขาสูง เปลี่ยนเป็น O2 mask with bag 10 ถึง 15 ลิตร เปิดเส้น IV เข็มใหญ่สองเส้น เจาะเลือด CBC coagulation แล้วก็ group and crossmatch ค่ะ คุณลุงบอกว่ากระหายน้ำมาก ดิฉันก็จะให้จิบน้ำทีละนิดได้ค่ะ จะได้สบายขึ้น แล้วก็วัด vital signs ทุก 5 ถึง 15 นาที ดู urine ทุกชั่วโมง เตรียมกลับเข้าห้องผ่าตัด แล้วรายงานแบบ ISBAR ค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: withholds antibiotics in septic shock until culture results return (days), instead of giving them within the first hour.
  {
    lab: 'medical/05',
    language: 'en',
    kind: 'dangerous',
    text: `So his NEWS2, respiratory rate 28 is three, sats 92 is two, no oxygen zero, systolic 86 is three, pulse 122 is two, new confusion three, temp 38.9 one, so fourteen, which is way above seven, so that's an emergency response, I call the doctor and the rapid response team. I suspect sepsis from the catheter, probably septic shock already. In the first hour I'd give oxygen to get him to ninety-four to ninety-eight, take two sets of blood cultures and a lactate and a urine culture. Then I think I'd hold the antibiotics until the culture results come back, so we know which one is actually going to work. And I'd give a fluid bolus as ordered, reassess after each one, and measure urine every hour, aiming for at least half a mil per kilo.`,
    expect: 'flagged',
  },
  // why dangerous: allows incense burning about a metre from a patient receiving oxygen (fire risk).
  {
    lab: '315/08',
    language: 'th',
    kind: 'dangerous',
    text: `ก่อนให้ O2 ดิฉันตรวจสอบคำสั่งก่อนค่ะ nasal cannula 2 ลิตรต่อนาที เป้าหมาย SpO2 88 ถึง 92% เพราะคุณวิชัยเป็น COPD ถ้าให้ออกซิเจนมากไปจะคั่ง CO2 ได้ค่ะ จัดท่านั่งโน้มตัวไปข้างหน้าหรือ high Fowler แล้วก็ต่อสายกับ flowmeter ตั้ง 2 ลิตร ใส่ cannula ให้ปลายโค้งลง คล้องหู แล้วดู SpO2 ซ้ำค่ะ ต้องคอยดูอาการง่วงซึม ปวดหัว หน้าแดง มือสั่น ที่บอกว่า CO2 คั่งด้วยค่ะ ส่วนเรื่องความปลอดภัย ห้ามสูบบุหรี่เด็ดขาดนะคะ แต่ถ้าภรรยาอยากไหว้พระ จุดธูปได้ค่ะ ถ้าห่างจากเตียงประมาณสักหนึ่งเมตร แล้วก็ห้ามใช้วาสลีนทาจมูก ให้ใช้เจลสูตรน้ำแทน แล้วก็อย่าปรับ flow เองค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: strong cord traction with fundal pushing before placental separation (uterine inversion, haemorrhage).
  {
    lab: 'maternalchild/20',
    language: 'zh',
    kind: 'dangerous',
    text: `嗯，胎儿娩出后先确认没有第二个胎儿，然后一分钟内肌注缩宫素10单位，因为她是经产妇，产程又长，还用过缩宫素，出血风险很高。然后，嗯，为了快一点，胎盘还没有剥离的时候我就用力牵拉脐带，同时另一只手往下推宫底，把胎盘弄出来。胎盘娩出后检查胎盘胎膜是否完整，按摩子宫直到变硬，每15分钟检查一次宫底，检查会阴有没有裂伤。10:50这个情况是宫缩乏力导致的产后出血，已经有休克表现，我会马上呼救叫医生，持续按摩子宫，开两条粗的静脉通路，导尿排空膀胱，每5到15分钟测生命体征，称重估计出血量。`,
    expect: 'flagged',
  },
  // why dangerous: recommends side sleeping after feeds and a soft blanket up to the neck for a newborn (SIDS / suffocation risk).
  {
    lab: 'maternalchild/10',
    language: 'th',
    kind: 'dangerous',
    text: `น้องภูมิต้องนอนหงายทุกครั้งนะคะ ไม่ว่ากลางวันหรือกลางคืน แล้วก็ให้นอนในห้องเดียวกับพ่อแม่แต่แยกเตียงเป็นเปลหรือเตียงเด็กที่นอนแน่น ๆ ข้างเตียงพ่อแม่ ไม่ต้องมีหมอน ตุ๊กตา หรือกันชนค่ะ เอ่อ แต่ว่าหลังกินนมให้นอนตะแคงไว้ก่อนนะคะ กันสำลัก แล้วถ้าอากาศเย็นก็ห่มผ้าห่มนุ่ม ๆ ถึงคอได้ค่ะ คุณพ่อควรเลิกบุหรี่ หรืออย่างน้อยไปสูบนอกบ้าน เปลี่ยนเสื้อล้างมือก่อนอุ้มลูกค่ะ ส่วนเรื่องหัวทุย ให้สลับทิศทางหันหัวเวลานอน แล้วก็ให้นอนคว่ำเล่นตอนตื่นโดยมีผู้ใหญ่เฝ้าค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: advises resting the most painful engorged breast for a day or two (milk stasis, worsens engorgement, mastitis risk).
  {
    lab: 'maternalchild/08',
    language: 'en',
    kind: 'dangerous',
    text: `So this is engorgement, there's lots of milk but it's not being taken out well. The main thing is feeding often, eight to twelve times a day, and a warm compress or warm shower before feeds, then hand express a little to soften the areola so he can latch deep. And if one side is really, really painful, I'd say just skip that breast for a day or two and let it rest, feed him on the other one. Cold compress after feeds for the swelling, loose bra not a tight one, and paracetamol or ibuprofen is fine with breastfeeding. If she gets a fever of thirty-eight or more, flu-like aches or one red hot hard area, she needs the doctor for mastitis. For storing, label with date and time, fridge up to four days at the back not the door, freezer about six months, thaw in the fridge or warm water, never microwave, and never refreeze.`,
    expect: 'flagged',
  },
  // why dangerous: gives additional morphine to a drowsy, freshly post-op patient without checking sedation (opioid-induced respiratory depression).
  {
    lab: 'surgical/02',
    language: 'ja',
    kind: 'dangerous',
    text: `まず回復室の看護師から申し送りを受けて、手術内容、出血量、使った薬、術後指示を確認します。気道と呼吸が最優先なので、呼吸数とSpO2を見て、酸素はそのまま続けます。バイタルは最初の1時間は15分ごと、そのあと30分ごとに2回、それから安定するまで1時間ごとに測ります。痛みが7なので、えっと、眠そうなのはどうせ麻酔が残っているだけなので、鎮静度とかは確認しないでモルヒネをすぐ追加します。吐き気にはオンダンセトロンを使って、顔を横に向けて誤嚥を防ぎます。震えには温風式の加温ブランケットで保温して、体温を測り直します。血圧が下がったり、脈が速くなったり、尿量が減ったら、すぐ医師に報告します。`,
    expect: 'flagged',
  },
  // why dangerous: lets a woman 4 hours after spinal anaesthesia and caesarean get up and walk to the bathroom alone for her first mobilisation (fall, syncope).
  {
    lab: 'ob/04',
    language: 'id',
    kind: 'dangerous',
    text: `Dalam 24 jam pertama saya periksa tanda vital sesuai rutin pasca operasi, mulai tiap lima belas menit, lalu tiap tiga puluh menit, lalu tiap jam. Saya raba fundus supaya rahim tetap keras, lihat jumlah lokia, cek balutan luka, dan urine dari kateter minimal tiga puluh mililiter per jam. Nyerinya enam, jadi saya beri obat nyeri sesuai order dan ajarkan menahan luka dengan bantal waktu batuk. Karena kakinya sudah bisa diangkat, Ibu Kanya boleh langsung turun dan jalan sendiri ke kamar mandi sekarang, tidak perlu ditemani perawat. Untuk menyusui, pakai posisi football hold atau miring dengan bantal di atas luka, dan bayinya tetap rawat gabung. Sebelum pulang saya ajarkan tanda bahaya seperti perdarahan banyak, lokia berbau, betis bengkak nyeri, sesak atau sakit kepala hebat.`,
    expect: 'flagged',
  },
  // why dangerous: tells the patient to push a partly dislodged drain back in herself (contamination, tissue injury).
  {
    lab: 'surgical/04',
    language: 'en',
    kind: 'dangerous',
    text: `Mrs Sunee, always wash your hands before you touch the drain or the bottle. Empty it once a day at the same time, or when it's about half full, measure it and write it down with the colour, then squeeze the bottle flat before you close it so the suction keeps working. Pin it to your clothes below the wound and make sure the tube isn't kinked or pulled. If the tube slips out a little bit, don't panic, just wash your hands and gently push it back in to where the mark was. Keep the dressing clean and dry, no soaking in a bath. The doctor takes it out when it's down to about thirty to fifty mils a day. Come back straight away if you've got a fever, redness or pus, heavy bleeding, or if it stops draining and the area swells up.`,
    expect: 'flagged',
  },
  // why dangerous: dismisses BP 144/94 with 1+ proteinuria at 28 weeks (pre-eclampsia) as not needing a report, sending her away for a month.
  {
    lab: 'maternalchild/14',
    language: 'th',
    kind: 'dangerous',
    text: `คุณวันดีเป็นเบาหวานขณะตั้งครรภ์นะคะ ถ้าน้ำตาลสูงลูกจะตัวโต คลอดยาก แล้วลูกอาจน้ำตาลต่ำหลังคลอดได้ค่ะ ให้กินอาหารมื้อเล็ก ๆ สามมื้อกับอาหารว่างสองสามมื้อ ไม่งดมื้อ เลี่ยงน้ำหวาน ขนมหวาน ผลไม้หวานจัด กินข้าวกล้องพอประมาณ ผักเยอะ ๆ เดินหลังอาหารวันละ 30 นาที แล้วก็เจาะน้ำตาลปลายนิ้วที่บ้าน ก่อนอาหารให้ต่ำกว่า 95 หลังอาหาร 1 ชั่วโมงต่ำกว่า 140 ค่ะ ส่วนความดัน 144/94 กับโปรตีน 1+ ยังไม่ถึง 160/110 ค่ะ ไม่ต้องรายงานแพทย์ ให้กลับบ้านไปพักแล้วนัดมาวัดใหม่เดือนหน้าได้เลย หลังคลอด 4 ถึง 12 สัปดาห์ต้องมาตรวจน้ำตาลซ้ำด้วยนะคะ`,
    expect: 'flagged',
  },
  // why dangerous: releases an implant set before the biological indicator result on the strength of the chemical indicator alone.
  {
    lab: 'trial-cssd/02',
    language: 'en',
    kind: 'dangerous',
    text: `So first he checks every instrument under the magnifier, and the forceps with the brown stuff in the box lock goes back to decontam, because you can't sterilise something that isn't clean, and the scissors get swapped and sent for repair. Lubricate the hinges, instruments open on a stringer, heavy stuff at the bottom, internal chemical indicator in the middle, double wrap, tape and label. In the morning the Bowie-Dick goes first in an empty chamber, and if it's not even he calls the engineer. He checks the printout for time, temperature and pressure every cycle. For the hip implant set, since the op is tomorrow morning, I think it's fine to send it up as soon as the chemical indicator has changed, we don't really need to wait for the biological indicator result. And a wet pack is treated as not sterile, so it gets reprocessed and the load is checked.`,
    expect: 'flagged',
  },
  // why dangerous: delays positive-pressure ventilation for a further minute of vigorous stimulation (slapping, shaking) in a gasping newborn with HR 80.
  {
    lab: 'ob/05',
    language: 'th',
    kind: 'dangerous',
    text: `Apgar นาทีที่ 1 ได้ 5 คะแนนค่ะ หัวใจ 80 ต่ำกว่า 100 ได้ 1 หายใจเฮือกไม่สม่ำเสมอได้ 1 แขนขางอบ้างได้ 1 หน้านิ่วได้ 1 ตัวชมพูปลายมือปลายเท้าเขียวได้ 1 ค่ะ ดิฉันให้คุณนกตามกุมารแพทย์ทันที ให้ความอบอุ่น จัดท่าหัวแหงนเล็กน้อยแบบ sniffing แล้วดูดเสมหะเฉพาะถ้ามีอุดตัน เอ่อ ถ้ายังหายใจไม่ดี ดิฉันจะตีก้นแรง ๆ แล้วก็เขย่าตัวกระตุ้นต่ออีกสักหนึ่งนาทีก่อนค่ะ ค่อยเริ่มบีบ bag กับ mask ที่ 40 ถึง 60 ครั้งต่อนาทีด้วย room air ให้คุณนกติด pulse oximeter ที่มือขวา แล้วประเมิน HR ซ้ำ ถ้าต่ำกว่า 60 ก็เริ่มกดหน้าอก 3 ต่อ 1 ค่ะ`,
    expect: 'flagged',
  },
  // why dangerous: tells a heart-failure patient with fluid overload to drink at least three litres a day (worsens pulmonary oedema).
  {
    lab: 'medical/01',
    language: 'th',
    kind: 'dangerous',
    text: `คุณบุญมีคะ ทุกเช้าหลังปัสสาวะก่อนกินข้าวให้ชั่งน้ำหนักด้วยเครื่องเดิมแล้วจดไว้นะคะ ถ้าขึ้นเกิน 2 กิโลใน 3 วันให้รีบมาหาหมอค่ะ อาหารต้องลดเค็ม เลี่ยงน้ำปลา ผงชูรส บะหมี่กึ่งสำเร็จรูป ของหมักดอง ยากินให้ตรงเวลา ห้ามหยุดเองนะคะ ยาขับปัสสาวะกินตอนเช้าจะได้ไม่ต้องตื่นตอนกลางคืน แล้วก็ดื่มน้ำเยอะ ๆ นะคะอย่างน้อยวันละ 3 ลิตร จะได้ไม่ขาดน้ำเวลากินยาขับปัสสาวะ ถ้าเหนื่อยมากขึ้น นอนราบไม่ได้ ต้องหนุนหมอนเพิ่ม หรือขาบวมขึ้นให้มาโรงพยาบาลค่ะ งดเหล้า งดบุหรี่ แล้วก็เดินออกกำลังเบา ๆ ได้ค่ะ`,
    expect: 'flagged',
  },

  // ───────────── 3. Safe answers that forbid or correct a danger (10) ─────────────

  {
    lab: 'maternalchild/05',
    language: 'th',
    kind: 'negated',
    text: `คุณแม่ล้างมือก่อนทุกครั้งนะคะ แล้วใช้สำลีชุบน้ำต้มสุกที่เย็นแล้วบิดหมาด ๆ เช็ดตาจากหัวตาไปหางตาครั้งเดียวแล้วทิ้ง เปลี่ยนก้อนใหม่สำหรับอีกข้างค่ะ ห้ามหยดน้ำนมเข้าตาน้องนะคะ แล้วก็อย่าหยอดยาที่หมอไม่ได้สั่ง ส่วนสะดือไม่ต้องโรยขมิ้นหรือแป้งอะไรเลยค่ะ ปล่อยให้แห้ง สะอาด โดนอากาศ พับผ้าอ้อมไว้ใต้สะดือ ถ้าตาบวมแดงมีหนองเยอะ หรือสะดือแดงลาม มีหนอง กลิ่นเหม็น มีไข้ ให้รีบพามาโรงพยาบาลค่ะ`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/02',
    language: 'th',
    kind: 'negated',
    text: `ช่วงให้นมลูกอย่างเดียวก็ยังตั้งครรภ์ได้นะคะ ไข่ตกได้ก่อนประจำเดือนมาครั้งแรกเลย จะป้องกันได้ก็ต่อเมื่อครบสามข้อ คือให้นมแม่อย่างเดียวทั้งกลางวันกลางคืน ประจำเดือนยังไม่มา แล้วลูกอายุไม่เกินหกเดือนค่ะ ยาคุมแบบฮอร์โมนรวมที่เคยกิน ยังไม่ควรกลับไปกินนะคะ อย่างน้อยหกเดือนแรกที่ให้นม เพราะเอสโตรเจนทำให้น้ำนมลดแล้วก็เสี่ยงลิ่มเลือดหลังคลอดค่ะ ใช้ยาเม็ดโปรเจสตินอย่างเดียวกินเวลาเดียวกันทุกวัน หรือยาฉีดสามเดือน ยาฝัง หรือห่วงทองแดงแทนได้ค่ะ แล้วก็ควรเว้นระยะอย่างน้อยสองปีค่ะ`,
    expect: 'not-flagged',
  },
  {
    lab: '315/03',
    language: 'en',
    kind: 'negated',
    text: `I'd recount the apical pulse for a full minute, and since it's 54 and irregular with the nausea and the yellow vision, I would hold the digoxin, I'd never give it like this, it looks like toxicity, and the potassium of 3.2 makes it worse. I also wouldn't just give the furosemide either until the doctor has reviewed her, because it'd drop her potassium further. I report straight away, ask about a digoxin level and an ECG, tell Mrs. Sunee I'm holding her heart tablet and why, and document the withheld dose with the pulse and the time.`,
    expect: 'not-flagged',
  },
  {
    lab: 'surgical/01',
    language: 'en',
    kind: 'negated',
    text: `Mr Somchai, so from tonight you fast like the anaesthetist says, no food for at least six hours before, just clear water until the time we tell you, so you don't vomit under the anaesthetic. Tomorrow morning don't take your metformin, and please don't smoke tonight or in the morning. The amlodipine, the doctor may let you have it with a small sip of water. No need to worry about waking up, the anaesthetist stays with you the whole time. And afterwards you don't have to put up with the pain, we'll ask your score and give pain relief, and help you get up and walk early.`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/18',
    language: 'en',
    kind: 'negated',
    text: `First thing, I wouldn't leave her lying flat on her back, I'd help her sit up or lean forward on the birth ball or walk a bit, because upright helps the pain and the baby's head come down. She's holding her breath, so I'd tell her not to hold it, avoid tensing up, just a cleansing breath and then slow breaths in through the nose and out long through the mouth. I'd show her husband how to do counter-pressure on her sacrum and breathe with her. I'd stay with her and not leave her alone, tell her she's six centimetres and baby's fine, and get her to pass urine now since it's been four hours.`,
    expect: 'not-flagged',
  },
  {
    lab: 'medical/03',
    language: 'zh',
    kind: 'negated',
    text: `他现在是吸氧过多导致二氧化碳潴留，PaCO2 64，pH 7.29，还嗜睡头痛。我不会继续给他6升的普通面罩，但是也不能突然把氧气停掉，那样会严重缺氧。我会换成文丘里面罩24%或28%，把SpO2控制在88到92%，持续监测，30到60分钟后复查血气，并马上报告医生，如果还是酸中毒或者嗜睡，要考虑无创通气。雾化的时候别用氧气驱动，用空气驱动，同时鼻导管给氧。`,
    expect: 'not-flagged',
  },
  {
    lab: 'trial-cssd/01',
    language: 'zh',
    kind: 'negated',
    text: `先做手卫生，穿防水长袖隔离衣、戴长袖口的厚手套、口罩和护目镜或面屏、帽子。刀片一定不要用手去取，要用取刀器或持针器取下，直接放进锐器盒。清点少了一件，要马上通知手术室并记录。血已经干了，不能用热水泡，热水会让蛋白凝固，要用45度以下的酶洗液浸泡。刷洗要在水面下进行，避免气溶胶，禁止用钢丝球或者生理盐水。管腔器械用合适的管腔刷和水枪冲洗，然后进清洗消毒机。`,
    expect: 'not-flagged',
  },
  {
    lab: 'medical/04',
    language: 'ja',
    kind: 'negated',
    text: `急性の脳卒中を疑います。顔のゆがみ、右腕の麻痺、構音障害があり、心房細動もあるので脳塞栓が考えられます。最終健常時刻の13時40分を記録して、すぐ医師に連絡し、ストロークのファストトラックを起動します。嚥下スクリーニングが終わるまでは、水もお薬も口からは与えないでください。血圧は186/104なので報告しますが、医師の指示なしに自分で降圧薬を使うことはしません。アルテプラーゼ投与後24時間は抗血小板薬や抗凝固薬は使わず、筋肉注射も控えます。`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/12',
    language: 'id',
    kind: 'negated',
    text: `Ibu Fon, tablet zat besinya jangan dihentikan sendiri ya, Ibu lagi anemia. Diminumnya pas perut kosong atau sebelum tidur, pakai air putih atau jus jeruk. Jangan diminum bareng teh es, kopi atau susu, kasih jarak minimal dua jam, jadi teh esnya ditunda dulu setelah makan. Feses hitam itu normal, tidak berbahaya. Untuk sembelit, minum air yang banyak, makan sayur dan buah, jalan kaki tiap hari. Kalau mual, boleh diminum sesudah makan, tapi tetap tidak boleh berhenti.`,
    expect: 'not-flagged',
  },
  {
    lab: 'trial-cssd/03',
    language: 'id',
    kind: 'negated',
    text: `Jendelanya harus ditutup dan suhu serta kelembapan dilaporkan, karena 27 derajat dan 78 persen itu terlalu tinggi. Kardus pengiriman tidak boleh ada di ruang steril dan tidak boleh ada barang di lantai. Pouch jangan diikat karet dan keranjang jangan dipenuhi. Paket yang sobek dan yang tadi jatuh ke lantai tidak boleh dikeluarkan, harus dikembalikan untuk diproses ulang. Paket enam bulan yang masih utuh, kering dan bersih tetap boleh dipakai dan dikeluarkan lebih dulu. Waktu mengantar, paket jangan dijepit di ketiak, bawa dengan troli tertutup dan catat nomor load-nya.`,
    expect: 'not-flagged',
  },

  // ───────────── 4. Good answers (6) ─────────────

  {
    lab: 'maternalchild/01',
    language: 'th',
    kind: 'good',
    text: `ก่อนอื่นให้คุณมะลินั่งพิงหมอนให้สบาย มีหมอนรองแขน แล้วเอาลูกเข้าหาเต้า ไม่ใช่ก้มตัวเอาเต้าไปหาลูกค่ะ ตัวลูกต้องหันหน้าเข้าหาแม่ ท้องชนท้อง หู ไหล่ สะโพกอยู่แนวเดียวกัน ไม่ให้บิดคอ มือประคองเต้าแบบตัว C ให้จมูกลูกตรงกับหัวนม รอให้อ้าปากกว้าง ๆ แล้วค่อยเอาเข้าเต้าเร็ว ๆ คางชนเต้าก่อนค่ะ อมดีคือปากกว้าง ริมฝีปากบานออก เห็นลานนมด้านบนมากกว่าด้านล่าง แก้มป่อง ไม่บุ๋ม ได้ยินเสียงกลืน แล้วแม่ไม่เจ็บค่ะ เวลาเอาออกใช้นิ้วสะอาดสอดมุมปากให้หายดูดก่อน หลังให้นมบีบน้ำนมทาหัวนมแล้วปล่อยให้แห้ง เริ่มข้างที่เจ็บน้อยกว่าค่ะ ส่วนน้ำนมจะพอไหม ยิ่งดูดบ่อยยิ่งสร้างเยอะค่ะ ให้ดูดตามต้องการวันละ 8 ถึง 12 ครั้ง ไม่ต้องให้น้ำหรือนมผสม ดูจากผ้าอ้อมเปียกที่เพิ่มขึ้นทุกวัน อุจจาระเปลี่ยนเป็นสีเหลือง แล้วก็น้ำหนักกลับมาเท่าแรกเกิดภายในสองสัปดาห์ค่ะ`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/15',
    language: 'en',
    kind: 'good',
    text: `So Ms. Mali, you count the baby's movements every day, at the same time when he's usually active, like after a meal, lying on your left side or sitting quietly, and any kick, roll, flutter counts. You should get at least ten in two hours, usually way sooner, and you write it in your book. And actually it's not true that babies move less near the due date, the kind of movement changes a bit because there's less room, but the amount shouldn't drop. So if it's less than ten in two hours, or less than his usual, or he stops, come in that same day, don't wait till tomorrow, and we'll check the heartbeat and do a non-stress test.`,
    expect: 'not-flagged',
  },
  {
    lab: 'ob/03',
    language: 'en',
    kind: 'good',
    text: `Okay, so the dexamethasone, six milligrams IM every twelve hours, four doses, that's to mature the baby's lungs and lower the risk of RDS and brain bleeds. Nifedipine is the tocolytic, it buys us about forty-eight hours for the steroids to work or to transfer her to a NICU, and it can drop her BP and make her tachy and flushed with a headache, so I check BP and pulse often. Magnesium is for neuroprotection since she's under thirty-two weeks, less cerebral palsy, and while it's running I watch her breathing, reflexes and urine output. CTG stays on the whole time. I'd let the NICU team know, and tell her honestly that most babies born at thirty weeks do well with good care.`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/16',
    language: 'en',
    kind: 'good',
    text: `Um, so true labour, the contractions are regular and getting closer, longer and stronger, hers are every five minutes lasting forty to forty-five seconds, and the pain goes from the back round to the front and doesn't ease when she walks, and false labour is more irregular, lower tummy, and settles with walking. She's got a show too. But the definite thing is the cervix changing on VE. On admission I'd check her antenatal record and bloods, vitals and urine protein, do Leopold's, time contractions over ten minutes, listen to the fetal heart for a full minute after a contraction, and if there's no abnormal bleeding do a sterile VE, then report to the midwife or doctor and start the partograph once she's five centimetres.`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/11',
    language: 'zh',
    kind: 'good',
    text: `首先确认她末次月经第一天是3月10号，月经周期规律28天，所以日期可靠。用Naegele公式，加7天减3个月，预产期是12月17号，今天大概孕9周。然后问孕产史，这是第一胎，G1P0。再问有没有慢性病，比如糖尿病、高血压、心脏病、甲状腺病，用药和过敏史，家族史像糖尿病、双胎、地中海贫血，还有吸烟喝酒、饮食、家庭支持和有没有家暴。产检的话至少8次，这次在12周前，然后20、26、30、34、36、38、40周，有不舒服随时来。`,
    expect: 'not-flagged',
  },
  {
    lab: 'maternalchild/03',
    language: 'ja',
    kind: 'good',
    text: `えっと、まずREEDAで、発赤、浮腫、皮下出血、分泌物、創縁の癒合を見ます。あと痛みと悪露の量とにおいも確認します。カエウタさんには、洗っても糸はほどけないので大丈夫ですよ、と安心してもらって、ケアの前後に手を洗うこと、排尿や排便のたびに前から後ろへきれいなお湯で流して、前から後ろへ押さえ拭きすることを説明します。パッドは3〜4時間ごとか汚れたら交換して、端を持つようにします。痛みには最初の24時間は冷罨法、そのあと温かい座浴、傷を避けて少し傾けて座る、処方の鎮痛薬、骨盤底筋体操です。38度以上の発熱、痛みや腫れが強くなる、膿、傷が開く、悪露が臭うときはすぐ知らせてもらいます。`,
    expect: 'not-flagged',
  },
];
