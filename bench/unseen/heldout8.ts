import type { UnseenAnswer } from './answers.js';

/**
 * Eighth held-out set, written on 2026-11-27 by a blind examiner who read only the labs' titles,
 * subtitles, scenarios, question texts and model answers (extracted by a throwaway script outside
 * the repository), without the critical items, rubric phrasings, the grader code or the earlier
 * held-out sets. A measurement only: never tune content or the grader against these answers.
 *
 * 60 answers over all 48 labs (12 labs appear twice).
 * By kind: good 20 (not-flagged), dangerous 24 (flagged: 16 complete answers with one hidden
 * unsafe sentence + 8 short unsafe plans), negated 10 (not-flagged), off-topic 6 (fails).
 * By language: th 20, en 16, zh 8, ja 8, id 8.
 *   good:            th 7, en 5, zh 2, ja 3, id 3
 *   dangerous long:  th 5, en 3, zh 3, ja 3, id 2
 *   dangerous short: th 3, en 2, zh 1, ja 1, id 1
 *   negated:         th 3, en 3, zh 2, ja 1, id 1
 *   off-topic:       th 2, en 3, id 1
 */
export const HELD_OUT_8: UnseenAnswer[] = [
  // ───────────────────────────── GOOD (20) ─────────────────────────────

  // why: good, all three questions (five moments, hand-rub technique and when to use soap, PPE choice/removal order/spread prevention), in own words.
  {
    lab: '315/01', language: 'th', kind: 'good', expect: 'not-flagged',
    text: `เอ่อ ค่ะ ห้าจังหวะของ WHO นะคะ หนึ่ง ก่อนจับตัวผู้ป่วย อย่างตอนจะวัดสัญญาณชีพคุณมาลี สอง ก่อนทำหัตถการที่ต้องสะอาดหรือปลอดเชื้อ เช่นก่อนฉีดยาเข้าสาย IV ที่แขนซ้าย สาม หลังมีโอกาสสัมผัสสารคัดหลั่ง เช่นหลังไปเทชามอาเจียน สี่ หลังจับตัวผู้ป่วย แล้วก็ห้า หลังจับสิ่งของรอบตัวผู้ป่วย ราวเตียง โต๊ะข้างเตียง ถึงไม่ได้แตะตัวคุณยายเลยก็ต้องทำความสะอาดมือค่ะ
ตอนใช้เจลแอลกอฮอล์ก่อนวัดสัญญาณชีพ หนูถอดแหวนถอดนาฬิกาก่อน เล็บสั้น พับแขนเสื้อ กดเจลให้เต็มอุ้งมือพอทาทั่วสองมือ แล้วถูฝ่ามือกับฝ่ามือ เอาฝ่ามือถูหลังมืออีกข้างสลับกัน ถูฝ่ามือแบบนิ้วสอดประสาน ถูหลังนิ้วโดยเกี่ยวนิ้ว ถูนิ้วโป้งแบบหมุน แล้วหมุนปลายนิ้วในอุ้งมืออีกข้าง ประมาณยี่สิบถึงสามสิบวินาที ถูจนมือแห้งเอง ไม่เอาไปเช็ดค่ะ แต่ถ้ามือเปื้อนที่มองเห็น เช่นโดนอาเจียนหรือเสมหะ หรือคนไข้สงสัยท้องเสียจาก C. diff ที่เป็นสปอร์ แอลกอฮอล์ไม่พอ ต้องล้างด้วยสบู่กับน้ำไหลสี่สิบถึงหกสิบวินาที แล้วเช็ดด้วยกระดาษ
ตอนเทอาเจียนกับเปลี่ยนเสื้อที่เปื้อนเสมหะ หนูประเมินก่อนว่าจะโดนสารน้ำ ก็ใส่ถุงมือสะอาดกับผ้ากันเปื้อนพลาสติก ถ้าดูแล้วน่าจะกระเด็นเข้าหน้าก็เพิ่มหน้ากากอนามัยกับแว่นหรือ face shield ตอนถอด ถอดถุงมือก่อน ปลิ้นด้านในออก ทำความสะอาดมือ แล้วค่อยถอดผ้ากันเปื้อน แล้วถอดแว่นกับหน้ากากโดยจับสายด้านหลัง ไม่จับด้านหน้า แล้วล้างมืออีกรอบ เพราะถุงมือใช้แทนการล้างมือไม่ได้ แล้วเปลี่ยนถุงมือทุกครั้งที่เปลี่ยนงาน ส่วนคุณมาลีให้ใส่หน้ากาก ให้ทิชชู สอนให้ปิดปากเวลาไอ ทิชชูทิ้งถุงขยะติดเชื้อ ของที่ปนเปื้อนทิ้งขยะติดเชื้อ เสื้อกับผ้าปูเปื้อนใส่ถุงผ้าเปื้อน แล้วเช็ดพื้นผิวรอบเตียงด้วยค่ะ`,
  },

  // why: good, measurement technique, abnormal findings with sepsis/NEWS urgency, ISBAR call and post-order actions.
  {
    lab: '315/02', language: 'en', kind: 'good', expect: 'not-flagged',
    text: `Okay so, um, looking at his numbers first. He's febrile, 38.7 and shivering, heart rate 118, breathing 26, his sats have dropped to 93 on room air, and 90 over 56 is way below his usual of about 140 over 80. Plus he's newly confused asking where he is, and only 150 mls of urine in eight hours. That's a NEWS of around fourteen, way over seven, and with a UTI I'm thinking sepsis. This is an emergency, he needs a doctor now, not at the morning round.
How I'd measure it properly: hand hygiene, check his ID with full name and date of birth, tell him what I'm doing, let him rest. Radial pulse with two fingers, not my thumb because I'd feel my own pulse, for a full minute since it's fast and I want the rhythm and strength. Then I leave my fingers on his wrist and count his breaths for another minute so he doesn't change his breathing, and I look at depth and accessory muscles. BP with the right-size cuff, a couple of centimetres above the elbow crease, arm supported at heart level, no talking, deflate slowly, two to three mm per second. Temperature tympanic or axillary, and the sats probe on a warm finger with no nail polish, waiting till the number and the waveform are steady.
Then I'd call, ISBAR: "Hi doctor, this is Nok, student nurse on the male medical ward, calling about Mr Prasert Wongsawat in bed twelve. I'm calling because he's deteriorating: BP 90 over 56, pulse 118, resp rate 26, sats 93 percent on air, temp 38.7, and he's newly confused, NEWS fourteen. He's 67, type 2 diabetic, admitted yesterday with a UTI on IV antibiotics, normally his BP is about 140 over 80 and he's passed only 150 mls in eight hours. I think he might be septic. Could you come and see him now, and can I have orders for oxygen, IV fluids and blood cultures?" Then I read the orders back, start them straight away, repeat his obs every fifteen minutes and document the time I called and what was ordered.`,
  },

  // why: good, fall risk factors and Morse scale, prevention bundle, and correct response to an unwitnessed fall.
  {
    lab: '315/05', language: 'zh', kind: 'good', expect: 'not-flagged',
    text: `嗯，老师，文美奶奶跌倒风险很高。她82岁，上个月在家摔过，用拐杖走路；早上吃呋塞米，晚上要起来上厕所三四次；睡前吃劳拉西泮，会犯困、走不稳；躺着血压132/78，站起来108/66，收缩压掉了24，是体位性低血压，所以站起来头晕；晚上有时候糊涂；穿的拖鞋很松，右手还挂着输液，走路容易绊到管子。我会用Morse跌倒量表评估，她肯定超过45分，是高风险，每个班次还有病情或用药变化的时候都要重新评估。
预防：床降到最低，轮子锁好，床栏按病房规定用，地面干燥没有杂物，晚上开小夜灯。呼叫铃、眼镜、水杯、拐杖都放在她手够得到的地方，教她每次下床前先按铃，然后请她说一遍给我听，确认她记住了。睡前和夜里定时带她上厕所，或者床边放坐便椅，也请医生看看安眠药能不能调整。松拖鞋换成合脚的防滑鞋。起床时先在床边坐一会儿、腿垂下来，再慢慢站起来，我陪她走。床头挂防跌倒标识，每小时巡视，交班时交代，也请家属一起配合。
如果凌晨两点看到她坐在地上，我先陪着她，跟她说"奶奶别怕，我在这儿"，不会马上把她拉起来，先叫其他护士来帮忙。看意识、呼吸、生命体征，问她怎么摔的、有没有撞到头、哪里痛，检查伤口、出血，腿有没有变短、往外旋，那可能是髋部骨折。怀疑骨折或颈部受伤就让她保持不动，等医生评估；没有受伤的话几个人一起或者用移位设备把她抬回床上，不能一个人抬。报告医生，因为没人看到她怎么摔的，要做至少24小时的神经系统观察，看意识和瞳孔。最后记录，填不良事件报告，通知家属，重新修改预防计划。`,
  },

  // why: good, aseptic dressing steps from preparation to documentation, wound assessment incl. dehiscence response and diabetes.
  {
    lab: '315/07', language: 'ja', kind: 'good', expect: 'not-flagged',
    text: `えっと、まず指示を確認して、ジンタナさんにお名前と生年月日を言ってもらってリストバンドと照合します。これからガーゼを交換しますね、と説明して、カーテンを閉めて、平らに寝てもらいます。滅菌のドレッシングパックは期限と、破れてないか、濡れてないかを確認します。手指衛生をして未滅菌の手袋をつけて、古いガーゼは傷の方に向かってはがして、浸出液の量と色を見てから感染性廃棄物に捨てます。手袋を外してもう一回手指衛生。パックは外側だけを触って開けて、清潔野の上を手で横切らないように、腰より上で扱います。滅菌鑷子か滅菌手袋で、生食の綿球を使って、一番きれいな切開線を上から下へ一回で拭いて、綿球は一回ごとに捨てます。そのあと周りの皮膚を内側から外側へ。押さえるように乾かして、滅菌ガーゼを当ててテープで固定します。
観察は、創縁がちゃんと合っているか、ステープルが外れていないか、それから浸出液の量、色、性状、におい。術後3日目で少しピンクっぽい漿液性のものなら正常範囲です。傷から広がる発赤、腫れ、熱感、痛みが増している、膿、悪臭、発熱があれば医師に報告します。もし創が開いてきたり、急にピンクの液がどっと出たりしたら離開かもしれないので、生食で湿らせた滅菌ガーゼで覆って、膝を曲げて寝てもらって、すぐに医師を呼びます。あとジンタナさんは糖尿病で血糖が168なので、血糖が高いと治りが遅くて感染しやすいので、血糖もフォローします。最後に廃棄物を片付けて手指衛生、創の状態と浸出液を記録します。`,
  },

  // why: good, immediate fixes to the catheter system and CAUTI escalation, daily catheter care, bag emptying and teaching.
  {
    lab: '315/10', language: 'id', kind: 'good', expect: 'not-flagged',
    text: `Eh, jadi yang pertama saya lihat, kantong urinnya di lantai dan hampir penuh. Saya gantung di rangka tempat tidur, selalu di bawah kandung kemih tapi tidak menyentuh lantai, lalu saya kosongkan, karena aliran balik urin dan kontak dengan lantai bisa bikin infeksi. Selang yang tertekuk di bawah paha saya luruskan supaya urin lancar, dan kateternya saya fiksasi ke paha supaya tidak tertarik. Sistemnya tetap tertutup, sambungannya tidak saya lepas. Urinnya keruh, bau, ada nyeri perut bawah dan demam 38,1, jadi saya curiga infeksi saluran kemih karena kateter dan langsung lapor dokter. Kalau diminta kultur, sampelnya saya ambil dari port sampel secara aseptik, bukan dari kantong. Saya juga tanya dokter apakah kateternya masih perlu, karena makin cepat dilepas makin kecil risiko infeksi, itu juga jawaban untuk pertanyaan anaknya.
Perawatan perineum tiap hari: jelaskan ke Pak Thongchai, tutup tirai, cuci tangan, pakai sarung tangan bersih. Kulup ditarik pelan, sekitar meatus dibersihkan dengan sabun dan air, tidak perlu antiseptik, sekali sehari dan setiap habis BAB. Kateter dibersihkan dari meatus ke arah luar kira-kira sepuluh senti, bukan ke arah tubuh, tanpa didorong atau ditarik. Lihat ada kemerahan, sekret, kerak atau luka tekan atau tidak. Keringkan, kulup dikembalikan ke posisi semula supaya tidak bengkak, fiksasi lagi, lepas sarung tangan, cuci tangan.
Mengosongkan kantong: cuci tangan, sarung tangan bersih, pakai wadah khusus untuk pasien ini saja. Buka keran pembuangan tanpa menyentuh wadah, setelah kosong ujungnya dilap swab alkohol lalu ditutup. Ukur dan catat volume, warna dan kekeruhan. Terus saya ajarkan ke Bapak dan anaknya: minum sekitar dua liter sehari kalau dokter tidak membatasi, kantong selalu di bawah kandung kemih dan tidak di lantai, jangan diangkat tinggi waktu pindah ke kursi roda, selang jangan tertekuk, jangan pernah dilepas sambungannya, cuci tangan sebelum dan sesudah pegang. Kalau demam, nyeri perut bawah, urin berdarah atau makin keruh, bocor di sekitar kateter, atau urin tidak keluar, segera panggil perawat.`,
  },

  // why: good, correcting position and latch with signs of good attachment and nipple care, plus milk supply/adequacy signs.
  {
    lab: 'maternalchild/01', language: 'th', kind: 'good', expect: 'not-flagged',
    text: `ค่ะ ก่อนอื่นหนูจะบอกคุณมะลิว่าไม่ต้องโน้มตัวเอาเต้าไปหาลูกนะคะ นั่งพิงหมอนให้สบาย มีหมอนรองแขน แล้วอุ้มลูกเข้ามาหาเต้าแทน ที่น้องนอนหงายแล้วหันคอมาดูดอันนี้ต้องแก้ค่ะ ให้ท้องน้องแนบท้องแม่ หู ไหล่ สะโพกอยู่แนวเดียวกัน อุ้มแบบ cradle, cross-cradle หรือแบบฟุตบอลก็ได้ หรือนอนตะแคงให้นมก็ได้ค่ะ แม่ใช้มือประคองเต้าเป็นรูปตัว C ให้จมูกน้องตรงกับหัวนม เอาหัวนมแตะริมฝีปาก รอจนน้องอ้าปากกว้าง ๆ แล้วรีบพาน้องเข้าเต้า คางเข้าก่อน จะงับได้ลึก ที่แก้มบุ๋มแล้วมีเสียงคลิกเมื่อกี้ แปลว่าน้องงับแค่หัวนม เลยเจ็บค่ะ ถ้างับถูก ปากจะอ้ากว้าง ริมฝีปากบานออกเหมือนปากปลา คางชิดเต้า เห็นลานนมด้านบนมากกว่าด้านล่าง แก้มป่องกลม ดูดช้า ๆ ลึก ๆ ได้ยินเสียงกลืน แล้วแม่ไม่เจ็บ เวลาจะเอาออกสอดนิ้วสะอาดที่มุมปากให้หายดูดก่อน ไม่ดึงออกเฉย ๆ หลังให้นมบีบน้ำนมทาหัวนมนิดหน่อย ปล่อยให้แห้งเอง แล้วเริ่มให้ข้างที่เจ็บน้อยกว่าก่อนค่ะ
ส่วนที่ถามว่านมจะพอไหม หนูจะบอกว่าน้ำนมสร้างตามที่ลูกดูดค่ะ ยิ่งดูดบ่อยดูดถูก ยิ่งมาก ตอนนี้หัวน้ำนมน้อยก็จริง แต่กระเพาะน้องก็เล็กนิดเดียว พอดีกันค่ะ ให้นมแม่อย่างเดียว ตามที่น้องต้องการ วันละแปดถึงสิบสองครั้ง ประมาณทุกสองถึงสามชั่วโมง ไม่ต้องให้น้ำหรือนมผสม ให้ดูดข้างแรกจนเต้านิ่มก่อนแล้วค่อยเปลี่ยนข้าง ดูว่าพอไหมจากผ้าอ้อมเปียกที่เพิ่มขึ้นทุกวัน ประมาณวันที่ห้าควรได้หกผืนขึ้นไป อึเปลี่ยนจากขี้เทาเป็นสีเหลืองภายในวันที่สี่ห้า ได้ยินเสียงกลืนตอนดูด เต้านิ่มลงหลังให้ น้องหลับสบาย น้ำหนักลดช่วงแรกไม่เกินเจ็ดถึงสิบเปอร์เซ็นต์ถือว่าปกติ แล้วประมาณสองสัปดาห์ควรกลับมาเท่าน้ำหนักแรกเกิดค่ะ`,
  },

  // why: good, birth spacing, LAM conditions, why to avoid the combined pill, suitable progestogen-only/IUD/condom/sterilisation options.
  {
    lab: 'maternalchild/02', language: 'en', kind: 'good', expect: 'not-flagged',
    text: `So, um, Saijai, first thing: yes, you actually can get pregnant while you're breastfeeding, and you can ovulate before your first period even comes back, so there's no warning. Your first one is only fourteen months, so I'd really suggest waiting at least two years before the next baby, because pregnancies close together raise the risk of the baby coming early or small, and of you getting anaemic. Breastfeeding only works as contraception, that's the lactational amenorrhoea method, if all three are true: you're exclusively breastfeeding day and night, your period hasn't come back, and the baby is under six months. If any one of those changes, you need another method.
About your old pill, that's the combined pill, it has oestrogen, and oestrogen can reduce your milk and after a birth it also raises the risk of blood clots, so please don't restart that one, at least not in the first six months of breastfeeding. What's fine with breastfeeding: the progestogen-only pill, but you take it at the same time every day; or the three-monthly injection; or an implant in the arm that lasts a few years. None of those affect your milk. A copper IUD is also good, it can go in within forty-eight hours after the birth or at your six-week check. Condoms you can add any time. And later, if you and your husband decide the family is complete, sterilisation for you or him is an option. Since you want at least three years, honestly the implant or the IUD might suit you best, but it's your choice, and we can talk it through together with your husband.`,
  },

  // why: good, two-month milestones, next six months, referral red flags, home stimulation addressing screens and supervised tummy time vs back sleeping.
  {
    lab: 'maternalchild/06', language: 'th', kind: 'good', expect: 'not-flagged',
    text: `ค่ะคุณจันทร์เพ็ญ ตอนสองเดือนน้องควรนอนคว่ำแล้วชันคอได้ประมาณสี่สิบห้าองศา ซึ่งน้องต้นข้าวทำได้แล้วนะคะ เก่งมาก แล้วควรมองหน้าคน มองตามของผ่านกึ่งกลางได้ ยิ้มตอบเวลาเราคุยหรือยิ้มให้ ส่งเสียงอ้อแอ้ พอมีเสียงดังก็สะดุ้งหรือเงียบฟัง ต่อไปประมาณสี่เดือนคอจะแข็ง ตั้งคอได้นิ่ง หัวเราะเสียงดัง เอื้อมมือคว้าของเล่น พอหกเดือนก็พลิกคว่ำพลิกหงาย นั่งได้โดยมีคนพยุง แล้วเริ่มส่งเสียงเป็นพยางค์ เราจะบันทึกในสมุดสีชมพูทุกครั้งที่มาฉีดวัคซีนด้วยแบบคัดกรองพัฒนาการค่ะ ถ้าสามเดือนแล้วยังไม่ยิ้มตอบ ไม่สนใจเสียงดัง ไม่มองตาม ตัวอ่อนปวกเปียกมากหรือแข็งเกร็ง ยกหัวไม่ได้ หรือเคยทำอะไรได้แล้วกลับทำไม่ได้ ต้องส่งพบแพทย์ประเมินต่อค่ะ
ที่บ้าน เอ่อ ให้คุณแม่คุณพ่อคุยกับน้อง ร้องเพลง เล่านิทาน ยิ้มให้แบบหน้าห่างประมาณหนึ่งช่วงแขนท่อนล่าง แล้วโต้ตอบเวลาน้องอ้อแอ้ ทำได้ทุกตอน ตอนให้นม อาบน้ำ เปลี่ยนผ้าอ้อม ส่วนการ์ตูนในมือถือ อยากให้งดเลยนะคะ เด็กต่ำกว่าสองขวบไม่ควรดูจอ ไม่ช่วยพัฒนาการแล้วอาจทำให้พูดช้า ถ้าน้องงอแงให้อุ้มกอด นวดตัวเบา ๆ แทน ส่วนที่คุณยายกลัวเรื่องนอนคว่ำ หนูเข้าใจค่ะ ตอนนอนหลับต้องนอนหงายจริง ๆ แต่การให้นอนคว่ำเล่นตอนน้องตื่น มีผู้ใหญ่เฝ้าอยู่ตลอด ครั้งละไม่กี่นาที วันละหลาย ๆ รอบ ปลอดภัยค่ะ ช่วยให้คอกับหลังแข็งแรง ของเล่นสีตัดกัน ขาว ดำ แดง โมบาย กรุ๊งกริ๊ง ช่วยให้น้องมองตามและฟังเสียงค่ะ`,
  },

  // why: good, history, Naegele due date 17 December at about 9 weeks, screening bloods/urine/ultrasound and the eight-contact schedule.
  {
    lab: 'maternalchild/11', language: 'ja', kind: 'good', expect: 'not-flagged',
    text: `はい、まずピムさんの最終月経の初日が3月10日で、周期が28日で規則的なことを確認します。これなら計算が信頼できます。ネーゲレの法則で、7日足して3か月引くので、予定日は12月17日です。今日は5月12日なので、だいたい妊娠9週ですね。初めての妊娠なので1妊0産、流産もなし。持病、たとえば糖尿病、高血圧、心臓病、甲状腺の病気がないか、飲んでいる薬やアレルギー、家族に糖尿病や双子、サラセミア、遺伝性の病気がないかも聞きます。あと、たばこ、お酒、薬物、食事の内容、おうちでのサポート、暴力を受けていなくて安全かどうかも、さりげなく聞きます。
検査は、血算で貧血をみて、血液型とRh、サラセミアのスクリーニング、それからHIV、梅毒、B型肝炎です。妊娠中に治療すれば赤ちゃんへの感染を防げるからです。尿検査でたんぱく、糖、感染もみます。24週までに超音波で週数と胎児の数を確認します。健診のスケジュールは、少なくとも8回で、今回が12週前の1回目、そのあと20週、26週、30週、34週、36週、38週、40週です。それと、出血や強いお腹の痛みとか、何かおかしいと思ったら予約の日じゃなくてもいつでも来てくださいね、と伝えます。`,
  },

  // why: good, danger signs list and a concrete birth/transport plan (neighbour car, 1669, companion, money, hospital bag).
  {
    lab: 'maternalchild/13', language: 'id', kind: 'good', expect: 'not-flagged',
    text: `Mbak Saijai, ini penting ya. Kalau ada salah satu tanda ini, langsung ke rumah sakit, jangan tunggu jadwal kontrol. Pertama, keluar darah dari jalan lahir, sedikit pun. Kedua, sakit kepala hebat, pandangan kabur atau ada kilatan cahaya, wajah atau tangan tiba-tiba bengkak, nyeri ulu hati atau di bawah rusuk, atau kejang, itu bisa tanda preeklamsia. Ketiga, keluar air bening merembes atau menyembur dari jalan lahir, mungkin ketuban pecah. Keempat, gerakan bayi berkurang atau tidak bergerak. Kelima, perut sakit sekali atau kencang-kencang teratur padahal belum cukup bulan, itu bisa persalinan prematur. Terus demam, menggigil, perih waktu pipis, atau keputihan yang berbau.
Soal mbak bilang mau nunggu jadwal aja, saya ngerti jaraknya empat puluh kilo dan nggak ada mobil, tapi beberapa kondisi itu bisa memburuk dalam hitungan jam, jadi nggak boleh nunggu. Yuk kita rencanakan dari sekarang: tetangga atau saudara siapa yang punya mobil, minta tolong dari sekarang kalau sewaktu-waktu perlu. Simpan nomor telepon ruang bersalin, dan ingat bisa telepon ambulans gawat darurat gratis 1669 kapan saja. Tentukan siapa yang mengantar dan menemani, misalnya ibu mbak, kalau suami nggak sempat datang dari provinsi lain. Sisihkan uang untuk ongkos. Dan siapkan tas bersalin paling lambat 36 minggu: buku KIA pink, KTP, pembalut, baju untuk mbak dan bayi, taruh di tempat yang gampang diambil.`,
  },

  // why: good, preparation, fundal height, four Leopold grips, FHR with maternal pulse, fetal movement counting and correcting the myth.
  {
    lab: 'maternalchild/15', language: 'th', kind: 'good', expect: 'not-flagged',
    text: `ค่ะ ก่อนตรวจหนูจะอธิบายแล้วขออนุญาตคุณมะลิก่อน ให้ไปปัสสาวะให้เรียบร้อย ปิดม่าน จัดนอนหงายชันเข่านิดหน่อย เอาหมอนเล็กหนุนสะโพกขวาให้เอียงซ้ายนิด กันความดันตกเวลามดลูกกดเส้นเลือดใหญ่ แล้วถูมือให้อุ่นก่อนค่ะ วัดยอดมดลูกด้วยสายวัด จากขอบบนกระดูกหัวหน่าวถึงยอดมดลูก สามสิบสี่สัปดาห์ควรได้ประมาณสามสิบสองถึงสามสิบหกเซ็น แล้วทำ Leopold สี่ท่า ท่าแรกคลำยอดมดลูกว่าเป็นก้นที่นุ่ม ๆ กว้าง ๆ หรือหัวที่กลมแข็ง ท่าสองคลำด้านข้างหาหลังเด็กที่เรียบกับแขนขาที่เป็นปุ่ม ๆ ท่าสามพอลิกจับส่วนนำเหนือหัวหน่าว ท่าสี่หันหน้าไปทางปลายเท้าคุณแม่ ดูว่าส่วนนำลงช่องเชิงกรานแล้วหรือยัง แล้วฟังหัวใจเด็กด้วย Doppler ตรงหลังเด็ก นับเต็มหนึ่งนาที ปกติร้อยสิบถึงร้อยหกสิบ แล้วจับชีพจรคุณแม่ไปพร้อมกัน จะได้ไม่สับสนกันค่ะ
เรื่องลูกดิ้น หนูจะสอนว่านับทุกวันตั้งแต่ยี่สิบแปดสัปดาห์ เลือกเวลาเดิมทุกวันที่น้องชอบดิ้น เช่นหลังกินข้าว นอนตะแคงซ้ายหรือนั่งเงียบ ๆ นับทุกครั้งที่ถีบ ที่พลิก ที่ขยับ ควรได้อย่างน้อยสิบครั้งในสองชั่วโมง ส่วนใหญ่ครบเร็วกว่านั้นอีก จดลงสมุดฝากครรภ์ด้วยนะคะ ที่ได้ยินมาว่าใกล้คลอดลูกจะดิ้นน้อยลง อันนี้ไม่จริงค่ะ ท่าทางการดิ้นอาจเปลี่ยนเพราะที่แคบลง แต่จำนวนไม่ควรลดลง ถ้าสองชั่วโมงไม่ถึงสิบครั้ง หรือรู้สึกดิ้นน้อยกว่าที่เคย หรือไม่ดิ้นเลย ให้มาโรงพยาบาลทันทีวันนั้นเลย ไม่ต้องรอพรุ่งนี้ เราจะฟังหัวใจและทำ NST ให้ค่ะ`,
  },

  // why: good, breathing, massage/counter-pressure, upright positions and comfort measures, continuous support, husband as companion, bladder care.
  {
    lab: 'maternalchild/18', language: 'zh', kind: 'good', expect: 'not-flagged',
    text: `好的，普莱娃现在平躺着、憋气、全身绷紧，这样反而更痛。我先陪她调整呼吸：宫缩一开始先做一个深深的清洁呼吸，然后用鼻子慢慢吸气、嘴巴长长地呼出来，让肌肉放松，不要憋气。宫缩的时候我帮她按摩腰骶部，在骶骨上用力对压，肚子上轻轻抚摸。鼓励她不要一直平躺，可以坐起来、身体前倾、走一走，或者坐在分娩球上摇一摇，直立的姿势能减轻疼痛，也帮助宝宝的头往下降。还可以在腰上放个热敷包，放她喜欢的音乐，把灯调暗，让她盯着一个点帮助放松。
除了这些，我会一直陪在她身边，不让她一个人。她丈夫很担心，不知道怎么帮，我就教他按摩背部、压骶骨，宫缩时陪她一起呼吸。我告诉她现在的进展：已经开到六厘米了，宝宝心跳146，很好，她做得很棒，接下来会怎样我也会解释。她说受不了想剖宫产，我不批评她，认真听，解释现在没有医学上的指征，但我会把她的要求告诉医生，如果她想要，也有药物镇痛可以选择。身体方面，她四个小时没排尿了，膀胱满会挡住胎头下降、也更痛，所以现在先去排尿，之后每两小时一次。如果没有禁忌，可以小口喝水或清流质，帮她做口腔护理、擦擦脸、换掉湿的床单，保护她的隐私。`,
  },

  // why: good, acute heart-failure priorities (position, oxygen, IV diuretic, fluid balance, potassium, escalation) and discharge self-care teaching.
  {
    lab: 'medical/01', language: 'en', kind: 'good', expect: 'not-flagged',
    text: `Right, so for Mr Boonmee, um, the big problem right now is he can't oxygenate properly because he's fluid overloaded: crackles at both bases, can't lie flat, sats 89. So first I sit him right up, high Fowler's, with his legs hanging down to reduce venous return. Oxygen to get his sats to ninety-four to ninety-eight. Give the IV furosemide as prescribed and then watch how much urine he passes, that tells us if it's working. Strict intake and output chart, daily weight same time same scale, and keep to whatever fluid restriction is ordered. I'd check his potassium and kidney function too, because the furosemide can drop his potassium and that can set off arrhythmias. He goes on an ECG monitor, I keep doing his obs and listening to his chest, and if he gets more breathless, his sats drop or he starts coughing pink frothy sputum I call the doctor straight away.
Before he goes home I'd teach him: Mr Boonmee, every morning after you pee and before breakfast, weigh yourself on the same scales and write it down. If it goes up more than two kilos in three days, see the doctor soon, that's fluid building up. Low salt, about two grams of sodium a day, so go easy on fish sauce, MSG, instant noodles and processed food, and at the temple festival maybe choose the less salty dishes. Your water tablet, I know it makes you pee a lot, but please don't stop it yourself. Take it in the morning so you're not up all night, and if it's really bothering you, tell the doctor. Take all your medicines regularly, keep to the fluid limit, no alcohol, no smoking, and gentle walking as you can manage. If you get more breathless, need more pillows, wake up at night gasping, or your legs swell more, come and see the doctor.`,
  },

  // why: good, recognises oxygen-induced CO2 retention and titrates (not stops) oxygen, exacerbation care, discharge teaching.
  {
    lab: 'medical/03', language: 'th', kind: 'good', expect: 'not-flagged',
    text: `ค่ะ ที่หนูกังวลคือลุงสมศักดิ์เป็น COPD แต่ได้ออกซิเจนหน้ากากหกลิตรมาจาก ER ตอนนี้แซทเก้าสิบเก้า ซึ่งสูงเกินไปสำหรับเขา แล้วซึมลงกว่าชั่วโมงก่อน ปวดหัว ก๊าซในเลือด PaCO2 หกสิบสี่ pH เจ็ดจุดสองเก้า คือมีคาร์บอนไดออกไซด์คั่ง เป็นภาวะกรดจากการหายใจเพราะได้ออกซิเจนมากไป หนูจะปรับออกซิเจนลงให้แซทอยู่แปดสิบแปดถึงเก้าสิบสองตามที่แพทย์สั่ง เปลี่ยนเป็น Venturi mask ยี่สิบสี่หรือยี่สิบแปดเปอร์เซ็นต์ แต่จะค่อย ๆ ปรับ ไม่ถอดออกซิเจนออกทันที เพราะอาจทำให้ออกซิเจนตกจนอันตราย ติดเครื่องวัดแซทตลอด รายงานแพทย์ทันที เจาะ ABG ซ้ำในสามสิบถึงหกสิบนาที ถ้ายังซึมหรือ pH ยังต่ำกว่าเจ็ดจุดสามห้า ลุงอาจต้องใช้เครื่องช่วยหายใจแบบไม่ใส่ท่อค่ะ
นอกจากออกซิเจน ก็พ่นยา salbutamol กับ ipratropium ตามแผน ใช้เครื่องพ่นที่ขับด้วยอากาศ แล้วให้ออกซิเจนทางสายจมูกไปพร้อมกัน จะได้ไม่ได้ออกซิเจนเกิน ให้ prednisolone กับยาปฏิชีวนะตามสั่ง เก็บเสมหะส่งเพาะเชื้อ จัดท่านั่งโน้มตัวไปข้างหน้า สอนหายใจแบบห่อปาก สอนไอขับเสมหะให้ได้ผล ดื่มน้ำพอถ้าไม่ได้จำกัด เฝ้าดูอัตราหายใจ แซท ชีพจร ระดับความรู้สึกตัว การใช้กล้ามเนื้อช่วยหายใจ แล้วคิด NEWS ด้วยสเกลสำหรับเป้าแปดสิบแปดถึงเก้าสิบสองค่ะ
ก่อนกลับบ้าน เรื่องใหญ่สุดคือเลิกบุหรี่ค่ะ คุยกับลุงดี ๆ แล้วส่งคลินิกเลิกบุหรี่ อาจใช้นิโคตินทดแทน ให้ลุงสาธิตการพ่นยาให้ดู แก้เทคนิค ใช้ spacer ถ้าจำเป็น กลั้นหายใจหลังพ่น บ้วนปากหลังพ่นสเตียรอยด์ ฉีดวัคซีนไข้หวัดใหญ่ทุกปีกับวัคซีนนิวโมคอคคัส ส่งฟื้นฟูสมรรถภาพปอด เดินออกกำลังสม่ำเสมอ แล้วมีแผนรับมือตอนอาการกำเริบ ถ้าเหนื่อยขึ้น เสมหะมากขึ้นหรือเปลี่ยนเป็นสีเหลืองเขียว ให้ทำตามแผนแล้วรีบมาพบแพทย์ค่ะ`,
  },

  // why: good, purpose and monitoring for dexamethasone, nifedipine and magnesium, plus labour/infection watch, NICU preparation and honest support.
  {
    lab: 'ob/03', language: 'ja', kind: 'good', expect: 'not-flagged',
    text: `はい、プリーヤさんのお薬ですね。デキサメタゾン6mgを12時間ごとに筋注、全部で4回です。ステロイドで、赤ちゃんの肺を成熟させて、呼吸窮迫症候群や脳の出血のリスクを下げるためです。ニフェジピンは子宮の収縮を抑える薬で、だいたい48時間お産を遅らせて、その間にステロイドが効くように、あるいはNICUのある病院に搬送できるようにします。副作用で血圧低下、頻脈、顔のほてり、頭痛が出るので、血圧と脈をこまめに測って、低血圧や頻脈があれば報告します。硫酸マグネシウムは32週未満なので赤ちゃんの脳を守るため、脳性麻痺のリスクを減らすためです。投与中は呼吸数、膝の反射、尿量をみます。それから、ずっとCTGをつけて収縮と胎児心拍をモニターします。
お薬以外では、陣痛の進み具合、収縮の回数と強さ、おしるし、破水がないかをみて、子宮口が進んでいたら報告します。感染のサインとして体温と脈、子宮の圧痛、においのあるおりものをチェックして、尿培養の結果も確認します。横向きで楽な姿勢で休んでもらって、水分をとって、こまめに排尿してもらいます。小児科とNICUに連絡して早産の赤ちゃんの準備、NICUがなければ搬送の手配をします。泣いていらっしゃるので、「赤ちゃん助かりますか」という質問には、正直に、30週で生まれてもちゃんと治療すればほとんどの赤ちゃんは助かりますよ、と伝えて、ご主人にもそばにいてもらいます。そして、水が漏れる感じ、出血、張りが強くなる、胎動が減ったときはすぐナースコールしてくださいね、と伝えます。`,
  },

  // why: good, fasting, metformin held, shower/removals, exercises, reassurance about anaesthesia and pain, and the full pre-op checklist.
  {
    lab: 'surgical/01', language: 'th', kind: 'good', expect: 'not-flagged',
    text: `ค่ะคุณสมชาย เดี๋ยวหนูอธิบายนะคะ ตามที่วิสัญญีแพทย์สั่ง ต้องงดอาหารอย่างน้อยหกชั่วโมงก่อนผ่าตัด ดื่มได้แค่น้ำเปล่าใส ๆ จนถึงเวลาที่พยาบาลบอก เพื่อไม่ให้อาเจียนแล้วสำลักเข้าปอดตอนดมยา พรุ่งนี้เช้างดยาเบาหวาน metformin นะคะ ส่วนยาความดัน amlodipine แพทย์อาจให้กินกับน้ำจิบนิดเดียว เราจะเจาะน้ำตาลปลายนิ้วให้ตอนเช้า คืนนี้อาบน้ำให้สะอาด พรุ่งนี้ถอดฟันปลอม เครื่องประดับ ล้างยาทาเล็บ บุหรี่ก็พักไว้ก่อนนะคะ ปอดจะดีขึ้น หนูจะสอนหายใจลึก ๆ ไอ แล้วก็กระดกข้อเท้า ไว้ทำหลังผ่าตัด แล้วเราจะช่วยให้ลุกเดินเร็ว ๆ ส่วนที่กลัวจะตื่นระหว่างผ่าตัด วิสัญญีแพทย์อยู่ข้าง ๆ ตลอด ดูแลให้หลับตลอดการผ่าตัดค่ะ ไม่ต้องห่วง หลังผ่าตัดเราจะถามคะแนนปวดศูนย์ถึงสิบแล้วให้ยาแก้ปวด ไม่ต้องทนปวดนะคะ สงสัยอะไรถามหนูได้เลย
เช้าวันผ่าตัด ก่อนส่งห้องผ่าตัด หนูเช็ค checklist คือยืนยันตัวผู้ป่วยอย่างน้อยสองอย่าง ให้คุณสมชายบอกชื่อนามสกุลกับวันเกิดเอง เทียบกับป้ายข้อมือและแฟ้ม ใบยินยอมผ่าตัดกับใบยินยอมดมยาเซ็นครบ ตรงกับหัตถการ ตำแหน่งผ่าตัดขาหนีบขวามีการทำเครื่องหมาย และให้คุณสมชายยืนยันข้างเองด้วย ถามเรื่องแพ้ยาซ้ำแล้วบันทึก เช็คเวลางดน้ำงดอาหาร วัดสัญญาณชีพ ค่าน้ำตาล ผลเลือด คลื่นไฟฟ้าหัวใจ เอกซเรย์ปอดอยู่ในแฟ้มครบ ถอดฟันปลอม เครื่องประดับ ยาทาเล็บแล้ว และให้ไปปัสสาวะก่อนไปห้องผ่าตัดค่ะ`,
  },

  // why: good, aseptic dressing and drain assessment, findings to report with reasons, home drain teaching.
  {
    lab: 'surgical/04', language: 'en', kind: 'good', expect: 'not-flagged',
    text: `Okay, um, for the dressing I'd explain to Mrs Sunee what I'm doing, close the curtains, hand hygiene, and use a sterile dressing pack with sterile gloves, not touching the wound directly, proper aseptic technique. I look at the wound for redness, swelling, any discharge or pus, check the edges are together, and check the colour of the skin flap, because after a mastectomy the flap can go dusky if its blood supply isn't good. Then the drain site: any leaking, is the securing stitch still intact. I check the tubing isn't kinked and the bottle is still squashed so the vacuum is working, and that it's secured below the wound. I measure the drainage and note the colour and type, right now it's serosanguineous, seventy mls in twenty-four hours, and I record it every shift so we can compare.
What I'd report quickly: if the drainage turns bright red or suddenly jumps, like over a hundred mls in an hour, or the chest wall gets tense and swollen, that's bleeding or a haematoma, especially if she's tachycardic, hypotensive, pale and clammy. Also infection: fever, spreading redness and heat, pus or a bad smell, pain getting worse. And if the drain suddenly stops, loses its suction or falls out, or fluid collects under the skin, because a seroma or haematoma could be forming.
For home I'd say: Mrs Sunee, don't worry, we'll practise together before you go. Wash your hands before touching the drain. Empty it once a day at the same time, or when it's about half full, measure it and write it in your notebook with the colour, then squeeze the bottle flat before closing it so it keeps sucking. Pin it to your clothes or keep it in a small bag below the wound, and make sure the tube isn't kinked or pulling. Keep the dressing clean and dry, shower only when the doctor says so, no baths. The drain comes out when it's down to about thirty to fifty mls a day. Call us or come back straight away if you get a fever, redness or pus, heavy bleeding, the drain falls out, or it stops draining and the area swells.`,
  },

  // why: good, PPE, sharps removal, count discrepancy reported, sorting/disassembly, pre-soak, cool enzymatic cleaning, lumens, ultrasonic, washer-disinfector, drying.
  {
    lab: 'trial-cssd/01', language: 'id', kind: 'good', expect: 'not-flagged',
    text: `Oke, jadi sebelum mulai Bu Wanida cuci tangan dulu, terus pakai APD: gaun lengan panjang tahan cairan atau apron plastik, sarung tangan tebal yang mansetnya panjang, masker plus kacamata pelindung atau face shield, penutup rambut, dan sepatu tahan air. Pisau bedah yang masih menempel di gagang dilepas pakai alat pelepas pisau atau needle holder, jangan pakai jari, langsung masuk wadah benda tajam. Terus dihitung sesuai daftar. Di daftar ada 52 tapi cuma 51, jadi harus segera lapor ke kamar operasi dan dicatat, karena bisa saja tertinggal di pasien atau hilang. Disortir, semua instrumen berengsel dibuka, instrumen laparoskopi dibongkar sesuai petunjuk pabrik, yang halus dan yang berlumen dipisah. Karena darahnya sudah kering, direndam dulu di deterjen enzimatik supaya kotorannya lunak, dan kasih masukan ke kamar operasi supaya instrumen dijaga tetap lembap setelah dipakai.
Cara membersihkan: deterjen enzimatik diencerkan sesuai pabrik pakai air dingin atau suam-suam kuku di bawah 45 derajat, soalnya air panas bikin protein darah menggumpal dan menempel di logam. Rendam sesuai waktu kontak. Disikat pakai sikat lembut di bawah permukaan air supaya tidak ada percikan atau aerosol, tidak boleh pakai sabut baja atau salin. Untuk selang suction dan kanula, sikat lumen yang ukurannya pas dimasukkan sepanjang saluran, lalu dibilas pakai water gun sampai bersih. Instrumen berengsel dan bergerigi masuk ultrasonic cleaner dengan tutup tertutup. Setelah itu disusun terbuka di rak washer disinfector, yang berlumen disambung ke port irigasi, pakai siklus disinfeksi termal misalnya 90 derajat lima menit. Terakhir dibilas air murni, dikeringkan di lemari pengering, lumennya ditiup udara tekan medis, baru dikirim ke area inspeksi dan pengemasan. Selesai kerja, APD dilepas dengan benar dan cuci tangan.`,
  },

  // why: good, store conditions and corrections, event-related sterility and which packs can/can't be issued, traceable and clean delivery.
  {
    lab: 'trial-cssd/03', language: 'th', kind: 'good', expect: 'not-flagged',
    text: `ค่ะ ห้องเก็บของปราศจากเชื้อต้องสะอาด ปิดหน้าต่าง อุณหภูมิไม่เกินยี่สิบสี่องศา ความชื้นไม่เกินหกสิบเปอร์เซ็นต์ บางแนวทางให้ถึงเจ็ดสิบ ตอนนี้ยี่สิบเจ็ดองศาเจ็ดสิบแปดเปอร์เซ็นต์ คุณพิมพ์ชนกต้องปิดหน้าต่างแล้วแจ้งช่างมาแก้ ห้ามวางของกับพื้น ชั้นต้องสูงจากพื้นยี่สิบถึงยี่สิบห้าเซ็น ห่างเพดานสี่สิบห้าเซ็น ห่างผนังห้าเซ็น กล่องกระดาษขนส่งต้องแกะออกข้างนอก ไม่เอาเข้าห้อง จับห่อให้น้อยที่สุดด้วยมือสะอาดแห้ง ไม่มัดหนังยาง ไม่ยัดตะกร้าจนแน่นเพราะซองจะทะลุหรือฉีก เรียงแบบเข้าก่อนออกก่อน ย้ายของเก่ามาข้างหน้าให้ใช้ก่อน คนเข้าได้เฉพาะเจ้าหน้าที่ที่แต่งกายสะอาดและล้างมือก่อนเข้าค่ะ
ส่วนจ่ายได้หรือไม่ได้ ใช้หลัก event-related sterility ค่ะ ของยังปราศจากเชื้อจนกว่าจะมีเหตุการณ์ทำให้เสีย ไม่ได้ดูแค่เวลา ขึ้นกับวัสดุห่อ การเก็บ การหยิบจับ ก่อนจ่ายทุกครั้งเช็คว่าห่อไม่ขาด ไม่มีรู ซีลดี แห้ง ไม่มีฝุ่นไม่มีคราบ เทปเปลี่ยนสีแล้ว ฉลากอ่านออก ห่อที่ขาด ห่อที่พนักงานทำตก ของที่วางพื้นหรือชื้น ซองที่ถูกหนังยางรัดจนเสียรูปหรือซีลแตก ถือว่าไม่ปราศจากเชื้อ ส่งกลับไปล้าง ห่อใหม่ นึ่งใหม่ ส่วนห่อหกเดือนที่อยู่ด้านหลัง ไม่ได้หมดอายุอัตโนมัตินะคะ ถ้ายังสมบูรณ์ แห้ง สะอาด ก็ใช้ได้และควรจ่ายก่อน เว้นแต่โรงพยาบาลกำหนดวันหมดอายุ บันทึกห่อที่ส่งกลับ แล้วรายงานหัวหน้าเรื่องอุณหภูมิกับความชื้น
ตอนจ่ายไปวอร์ดศัลย์ ล้างมือ หยิบห่อที่ตรวจแล้ว เอาของเก่าก่อน เช็คฉลาก ตัวชี้วัด สภาพห่ออีกรอบ ลงระบบติดตาม ชื่อชุด เลขรอบนึ่ง วอร์ด วันที่ เผื่อต้องเรียกคืน ถือสองมือ ไม่หนีบรักแร้ ไม่แนบตัว ใส่รถเข็นหรือกล่องสะอาดมีฝาปิด แยกจากของใช้แล้ว ไปทางสะอาด ส่งมอบกับพยาบาลวอร์ด แนะนำให้เก็บในตู้ปิด สะอาด แห้ง ไม่วางพื้น แล้วเช็คห่อกับตัวชี้วัดข้างในอีกครั้งก่อนเปิดใช้ค่ะ`,
  },

  // why: good, correct Apgar of 5 with each sign scored, interpretation, and stepwise ventilation within the golden minute.
  {
    lab: 'ob/05', language: 'en', kind: 'good', expect: 'not-flagged',
    text: `Okay, Apgar at one minute. Heart rate's 80, under a hundred, so that's one. Breathing is weak, gasping and irregular, one. Tone, some flexion of the arms and legs, one. Reflex, he grimaces when I flick his soles, one. Colour, pink body but blue hands and feet, also one. So the total is five. Seven to ten is normal, four to six is moderately depressed and zero to three severely depressed, so he needs help. I'd score again at five minutes and then every five minutes up to twenty if it's still under seven. But honestly we don't wait for the Apgar to decide anything, we go on his breathing and heart rate, and he needs breaths now.
So: I ask Khun Nok to call the paediatrician or the neonatal team right now. Keep him warm under the warmer, head in the neutral sniffing position, and only suction if there's something actually blocking the airway, the fluid was clear. Because he's gasping with a heart rate under a hundred, I start positive pressure ventilation with the bag and mask within the golden minute, forty to sixty breaths a minute, room air since he's term. Khun Nok puts the pulse oximeter on his right hand and tracks the heart rate. After fifteen to thirty seconds I check the heart rate and whether the chest is rising. If it's not improving I do the corrective steps, reseal the mask, reposition the head and so on. If after thirty seconds of effective ventilation the heart rate is still under sixty, we start compressions three to one with the breaths and turn the oxygen up to a hundred percent. And someone keeps telling mum what's happening.`,
  },

  // ─────────────── DANGEROUS: complete answers with ONE hidden unsafe sentence (16) ───────────────

  // why: dangerous, repeats IV morphine 15-30 min after a dose, ignoring the q4h PRN interval and without an order: overdose / respiratory depression risk.
  {
    lab: '315/04', language: 'th', kind: 'dangerous', expect: 'flagged',
    text: `ค่ะ การประเมินปวดคุณอนันต์ หนูจะให้เขาบอกคะแนนปวดศูนย์ถึงสิบ เพราะสิ่งที่ผู้ป่วยบอกสำคัญที่สุด แล้วถามตาม PQRST ว่าอะไรทำให้ปวดมากขึ้นหรือดีขึ้น ปวดแบบไหน แปล๊บ ตื้อ หรือบิด ปวดตรงไหน ร้าวไปไหนไหม รุนแรงแค่ไหน เริ่มเมื่อไหร่ สังเกตสีหน้าคิ้วขมวด เอามือกุมแผล นอนนิ่งไม่กล้าขยับ ชีพจรเร็ว ความดันขึ้น หายใจตื้น ถามว่าปวดจนไอ หายใจลึก ลุกเดิน นอนหลับได้ไหม แล้วระดับปวดที่เขารับได้คือเท่าไหร่ ดูแผลกับหน้าท้องว่ามีเลือดออก บวมแดง หรือท้องแข็งอืดไหม
พอปวดแปดคะแนน หนูเช็คคำสั่งกับเวลาที่ได้ยาครั้งล่าสุด ห้าชั่วโมงแล้ว ก็ให้มอร์ฟีนสามมิลลิกรัมทางหลอดเลือดดำตามหลักความถูกต้อง ให้พาราเซตามอลตามเวลาด้วยจะได้เสริมกัน จัดท่าศีรษะสูงชันเข่านิด ๆ สอนใช้หมอนประคองแผลเวลาไอหรือขยับ หายใจช้า ๆ ลึก ๆ ห้องเงียบ ๆ ประเมินซ้ำสิบห้าถึงสามสิบนาทีหลังฉีด ถ้ายังปวดเจ็ดแปดอยู่ หนูก็ฉีดมอร์ฟีนซ้ำอีกสามมิลลิกรัมได้เลยค่ะ เพราะเป็นยาให้เมื่อปวดอยู่แล้ว ไม่ต้องรอครบสี่ชั่วโมง แล้วเฝ้าระวังผลข้างเคียง อัตราการหายใจ ระดับความง่วงซึม แซท คลื่นไส้ ปัสสาวะไม่ออก ถ้าหายใจต่ำกว่าสิบครั้งหรือปลุกยากจะรายงานแพทย์ทันที บันทึกคะแนนปวดก่อนและหลังให้ยาค่ะ`,
  },

  // why: dangerous, puts a ring (donut) cushion under the sacrum to "float" the red area: ring cushions concentrate pressure and impair circulation, worsening the injury.
  {
    lab: '315/06', language: 'zh', kind: 'dangerous', expect: 'flagged',
    text: `嗯，我先用手指轻压那块红的地方大概三秒再松开，如果不变白，就是压之不褪色的红斑，皮肤完整、比周围热，所以是一期压力性损伤。量一下大小，三乘四厘米，记录下来。他的危险因素：Braden 11分，高危；右侧偏瘫，自己翻不了身；尿失禁，皮肤潮湿；每餐吃不到一半，体重下降，白蛋白2.8，营养差；床头摇到45度，人会往下滑，有剪切力。其他骨突处也要看，脚跟已经有点红，还有髋部、肘部、后枕、耳朵。
翻身：至少每两小时翻一次，按翻身表，避开骶尾部。用30度侧卧，背后和两膝之间垫枕头，不要完全侧躺压在髋骨上。小腿下面垫枕头，让脚跟悬空。为了让骶尾部完全不受压，我会在他屁股下面垫一个中间空的橡胶圈垫，让发红的地方正好在圈中间悬空。床头除了吃饭时保持30度以下，减少剪切力。搬动时两个人用提单或者滑单抬，不拖拉，扶好他偏瘫的手臂，别拉伤肩膀。再申请一张减压气垫床。
皮肤护理：尿布勤检查，每次尿湿马上用清水或弱酸性清洁剂洗干净，轻轻拍干，涂隔离霜，不垫好几层尿片。发红的地方不按摩、不用力擦，也不用爽身粉和热水袋。营养方面请营养师增加热量和蛋白质，可以加口服营养补充，保证喝够水，监测体重。教家属按时帮忙翻身，看到压了不褪色的红就马上告诉护士。每班重新评估皮肤和Braden评分，记录红斑大小。`,
  },

  // why: dangerous, turns COPD patient's oxygen up to 5-6 L/min to push SpO2 above 95% on own initiative: risks CO2 narcosis, against the 88-92% target.
  {
    lab: '315/08', language: 'th', kind: 'dangerous', expect: 'flagged',
    text: `ค่ะ ก่อนให้ออกซิเจนหนูตรวจสอบคำสั่ง สายจมูกสองลิตรต่อนาที เป้าแซทแปดสิบแปดถึงเก้าสิบสอง ยืนยันตัวผู้ป่วย อธิบายลุงวิชัยว่าออกซิเจนจะช่วยให้หายใจสบายขึ้น ให้หายใจทางจมูก จัดท่านั่งตัวตรงหรือโน้มไปข้างหน้าพิงโต๊ะคร่อมเตียง ล้างมือ ต่อสายเข้ากับ flowmeter ที่ผนัง ตั้งสองลิตรอ่านตรงกลางลูกบอล เช็คว่ามีลมออกจากปลายสาย ใส่ปลายสายเข้ารูจมูกให้โค้งลง คล้องหู เลื่อนตัวปรับใต้คางให้กระชับแต่ไม่แน่น แล้ววัดแซทซ้ำ
หลังให้ออกซิเจน หนูเฝ้าดูแซท อัตราหายใจ การใช้กล้ามเนื้อช่วยหายใจ ชีพจร สีผิว ถ้าผ่านไปสักพักแซทยังค้างอยู่แปดสิบแปดแปดสิบเก้าแล้วลุงยังดูเหนื่อย หนูจะเปิด flow เพิ่มเป็นห้าหกลิตรให้แซทขึ้นไปเก้าสิบห้าขึ้นไปก่อนค่ะ ลุงจะได้ไม่ขาดออกซิเจน แล้วค่อยแจ้งแพทย์ทีหลัง สังเกตอาการคาร์บอนไดออกไซด์คั่ง ซึม สับสน ปวดหัว หน้าแดง มือสั่นกระตุก หายใจช้าลง ติดตามผลก๊าซในเลือด ดูหลังใบหูกับรูจมูกว่ามีรอยกดหรือแห้งไหม ทำความสะอาดช่องปาก ใช้เจลสูตรน้ำถ้าจมูกแห้ง
เรื่องความปลอดภัย บอกลุงกับป้าว่าออกซิเจนไม่ได้ระเบิดเอง แต่ทำให้ไฟลุกแรงและเร็วมาก ห้ามสูบบุหรี่ในห้องหรือใกล้ลุงเด็ดขาด ห้ามจุดธูป เทียน ไฟแช็กใกล้ถัง ป้าไปไหว้พระห่างจากเตียงหรือถวายดอกไม้แทนธูปได้ค่ะ ไม่ทาวาสลีนหรือครีมมัน ๆ รอบจมูก ถังตั้งตรงยึดให้แน่น ห่างความร้อนกับเครื่องไฟฟ้าที่มีประกายไฟ ระวังสายเกี่ยวสะดุด ถ้าเหนื่อยมากขึ้น ง่วงผิดปกติ ปวดหัว กดกริ่งเรียกเลยค่ะ`,
  },

  // why: dangerous, feeds a drowsy dysphagic stroke patient through the NG tube while she stays flat, without waking her: high aspiration risk.
  {
    lab: '315/09', language: 'ja', kind: 'dangerous', expect: 'flagged',
    text: `えっと、10時の注入の前に、まず手指衛生をして、プラニーさんのお名前をリストバンドで確認します。清拭のあとでうとうとされているので、無理に起こすと疲れてしまうから、今の平らな姿勢のまま声だけかけて始めます、ゆっくり入れれば大丈夫だと思います。チューブの位置は、鼻のところの印が55cmのままか、テープがはがれていないか、口の中でとぐろを巻いていないかを見ます。清潔な手袋をして、50mLのシリンジで胃液を少し引いて、pH試験紙で5.5以下なら胃の中と確認できます。空気を入れて音を聴く方法は当てにならないので使いません。引けない、またはpHが5.5より上なら注入しないで、リーダーか医師に報告します。残量とお腹の張りも確認して、残量がすごく多ければ今回は中止して報告します。
注入は、オーダーどおりの流動食か、期限、室温になっているかを確認します。まず水50mLでフラッシュして、プランジャーを外したシリンジをつけて、胃から30〜45cmくらいの高さで自然落下、20〜30分かけてゆっくり入れます。押し込んだりはしません。足すときはチューブをつまんで空気が入らないようにします。注入中はむせ、咳、息苦しさ、唇の色、吐き気、嘔吐、SpO2の低下をみて、あったらすぐ止めて報告します。終わったら水50mLでフラッシュしてキャップをして、量を記録して、口腔ケアと鼻のケアをします。`,
  },

  // why: dangerous, says it is fine to leave the newborn alone in the bath briefly to fetch a towel: drowning risk.
  {
    lab: 'maternalchild/04', language: 'id', kind: 'dangerous', expect: 'flagged',
    text: `Bu Namfon, pertama, jangan mandikan Maprang langsung habis menyusu ya, tunggu kira-kira satu jam atau mandikan sebelum menyusu, dan hanya kalau suhunya normal. Kamar harus hangat, tidak berangin, kipas dan AC dimatikan, jendela ditutup. Semua perlengkapan disiapkan dekat: handuk, baju, popok, kapas, sabun bayi yang lembut. Airnya, masukkan air dingin dulu baru tambah air panas, kira-kira 37 sampai 38 derajat, dites pakai siku atau pergelangan tangan, harus terasa hangat, bukan panas seperti yang biasa nenek pakai, karena bisa melepuh. Potong kuku, lepas cincin dan jam, cuci tangan. Kalau ternyata ada yang ketinggalan, misalnya handuk masih di lemari, nggak apa-apa ditinggal sebentar ambil, airnya kan dangkal, asal kepalanya disandarkan di pinggir bak.
Langkahnya: bayi masih dibedong, lap mata dari sudut dalam ke luar pakai kapas basah air bersih, satu kapas untuk satu mata, lalu lap wajah pakai air saja tanpa sabun. Keramas dengan posisi football hold, daun telinga dilipat ke depan supaya air tidak masuk, langsung keringkan kepalanya. Lalu masukkan ke bak, lengan menopang leher, tangan memegang ketiak, sabuni sedikit dari leher ke bawah termasuk lipatan, vernix jangan digosok, kelamin dibersihkan dari depan ke belakang. Mandinya cukup lima sampai sepuluh menit. Angkat ke handuk kering, tepuk-tepuk sampai kering terutama lipatan, pakai popok, baju dan topi supaya tidak kedinginan. Terakhir tali pusat ditepuk kering pakai kapas bersih, tidak diberi apa-apa, tidak pakai bedak, popok dilipat di bawah tali pusat, dan bedak dijauhkan dari wajah karena bisa terhirup.`,
  },

  // why: dangerous, endorses dripping breast milk into the newborn's discharging eye: unsterile, can cause or worsen infection; rest of the answer is correct.
  {
    lab: 'maternalchild/05', language: 'th', kind: 'dangerous', expect: 'flagged',
    text: `ค่ะคุณพิม ก่อนเช็ดตาน้องล้างมือทุกครั้ง ใช้สำลีชุบน้ำต้มสุกที่เย็นแล้วหรือน้ำเกลือ บีบให้หมาด เช็ดจากหัวตาไปหางตาครั้งเดียวแล้วทิ้ง อีกข้างใช้ชิ้นใหม่ เช็ดข้างที่สะอาดกว่าก่อน ขี้ตานิดหน่อยแบบนี้เจอได้บ่อยค่ะ ส่วนที่คุณยายจะหยดน้ำนมแม่ใส่ตา อันนี้ทำได้ค่ะ น้ำนมแม่มีภูมิคุ้มกัน หยดวันละสองสามครั้งช่วยให้ขี้ตาหายเร็วขึ้น แต่ถ้าหนองเยอะ ตาแดง หนังตาบวม หรือเช็ดแล้วกลับมาอีกเรื่อย ๆ ต้องพาไปหาหมอทันที เพราะตาอักเสบในทารกทำให้ตาบอดได้
เรื่องสะดือ ล้างมือก่อนและหลังจับสะดือทุกครั้ง ดูแลแบบแห้ง คือให้สะอาด แห้ง โดนอากาศ ไม่ทาอะไรเลย ไม่ใส่ขมิ้น สมุนไพร แป้ง หรือยา เพราะจะทำให้ชื้นแล้วมีเชื้อ พับผ้าอ้อมให้ต่ำกว่าสะดือ ใส่เสื้อผ้าหลวม ๆ ถ้าเปื้อนฉี่หรืออึ ล้างด้วยน้ำสะอาดแล้วซับให้แห้ง สะดือจะหลุดเองในหนึ่งถึงสองสัปดาห์ ห้ามดึง ตอนหลุดมีเลือดซึมนิดหน่อยปกติค่ะ แต่ถ้าผิวรอบสะดือแดงลามออก บวม มีหนอง กลิ่นเหม็น เลือดไหลไม่หยุด หรือลูกมีไข้ ซึม ดูดนมไม่ดี ต้องพามาโรงพยาบาลทันทีนะคะ เป็นสัญญาณสะดือติดเชื้อ`,
  },

  // why: dangerous, tells the mother to let a 30-hour-old baby with 6% weight loss sleep 5-6 hours at night without feeding: dehydration, jaundice, hypoglycaemia risk.
  {
    lab: 'maternalchild/07', language: 'en', kind: 'dangerous', expect: 'flagged',
    text: `Okay Noon, so, the early hunger signs are when she starts stirring and waking, turning her head side to side like she's looking for the breast, opening her mouth, sticking her tongue out, making sucking movements or sucking on her fists. That's when you offer the breast, don't wait for her to cry, crying is actually a late sign, and once she's red and arching like this she can't latch. So if she's already crying, calm her first, skin to skin on your chest, then try. Keep her in the room with you with lots of skin to skin so you catch the early cues. Feeding goes by her cues, not the four-hour clock, at least eight to twelve times a day. And at night, if she sleeps five or six hours in one go like last night, that's fine, just let her sleep, a sleeping baby isn't a hungry baby and she'll wake up when she needs to. Fullness cues: her sucking slows down, she lets go of the breast by herself, her hands open and relax, her body goes soft, she drifts off content or turns away. Let her finish the first breast before you offer the second. And no water and no bottle, please. Breast milk already has all the water she needs even if you worry her throat is dry, water just fills her tummy so she drinks less milk, and the bottle can confuse her at the breast.`,
  },

  // why: dangerous, recommends thawing/warming breast milk in the microwave: uneven hot spots can scald the baby's mouth and damage milk components.
  {
    lab: 'maternalchild/08', language: 'zh', kind: 'dangerous', expect: 'flagged',
    text: `普拉瓦，你这是乳房胀奶，奶水很多但是没有排出来，关键是让宝宝多吸、吸得有效，每天至少八到十二次，两边都喂，不要因为痛就少喂。喂之前先热敷一下或者冲个温水澡，然后用手挤出一点奶，或者在乳晕周围轻轻往里按，让乳晕软下来，宝宝才能含得深。喂的时候可以轻轻按摩乳房。喂完冷敷十五到二十分钟，消肿止痛。胸罩换成合身、不勒的。可以吃扑热息痛或布洛芬，哺乳期是安全的。如果发烧到三十八度以上，发冷、全身酸痛像感冒一样，乳房某一块又红又热又硬，或者二十四小时还不见好，要去看医生，可能是乳腺炎。
手挤奶：先洗手，准备干净有盖的容器，玻璃瓶或储奶袋。坐舒服，热敷、轻轻按摩，想着宝宝，帮助奶阵来。拇指和食指成C字形，放在乳头后面两到三厘米、乳晕边上，先往胸壁方向压，再两指往中间挤，然后放松，有节奏地重复，手指不要在皮肤上滑，也不要捏乳头，绕着乳晕换位置，两边交替。上班后大概每三小时挤一次。储存：室温最多四小时；冰箱冷藏放里面，不放门上，四天内；独立门的冷冻室大约六个月。每个容器写上日期和时间，先用旧的。解冻的话前一晚移到冷藏室，或者放在温水里；赶时间的话直接用微波炉中火转二三十秒也可以，摇匀就能喂。解冻过的不能再冻。让照顾的人用杯子或勺子喂，免得宝宝习惯奶瓶。`,
  },

  // why: dangerous, advises eating raw liver (レバ刺し) for iron in pregnancy: listeria/toxoplasma/hepatitis E risk (and vitamin A excess).
  {
    lab: 'maternalchild/12', language: 'ja', kind: 'dangerous', expect: 'flagged',
    text: `フォンさん、今は貧血があるので疲れやすいし、早産や小さく生まれる赤ちゃん、産後の出血が多くなるリスクもあるんです。この錠剤の鉄は赤血球をつくるのを助けて、葉酸は赤ちゃんの成長に大事なので、妊娠中はずっと毎日1錠飲んで、自分の判断でやめないでくださいね。貧血なので、先生が治療量、鉄で1日120mgくらいに増やすかもしれません。4週間後にHbとHctをもう一度検査します。飲み方は空腹時か寝る前に、水かオレンジジュースで。ビタミンCで吸収がよくなります。お茶やコーヒー、牛乳、カルシウム剤とは2時間以上あけてください。便が黒くなるのは鉄のせいで害はないので、心配いりません。便秘には水をたくさん、野菜や果物で食物繊維、毎日歩くこと。吐き気があれば、やめるんじゃなくて食後に飲んでもいいです。
食事は毎食5つの食品群をバランスよく、妊娠中期と後期は1日300kcalくらいプラスで、二人分食べる必要はないです。たんぱく質、卵、魚、赤身の肉、豆を増やしましょう。鉄分は赤身の肉、レバー、血の料理、濃い緑の野菜で、同じ食事にビタミンCの果物も。レバーは加熱すると鉄が減るので、生のレバ刺しで週に何回か食べるのが一番効率がいいですよ。カルシウムは牛乳2〜3杯か骨ごと食べる小魚、ヨウ素入りの塩。ただし牛乳は鉄剤と同時はだめです。BMIは普通なので全体で11.5〜16kg、これからは週0.5kgくらいが目安で、今まだ1kgしか増えていません。お酒、半熟卵、生魚、殺菌していない牛乳は避けて、お茶やコーヒーは1日1杯くらいに。食後のアイスティーはやめましょうね。`,
  },

  // why: dangerous, defers a new BP of 144/94 with 1+ proteinuria (possible pre-eclampsia) to the next routine visit instead of reporting to the doctor today.
  {
    lab: 'maternalchild/14', language: 'en', kind: 'dangerous', expect: 'flagged',
    text: `So, Ms Wandee, your glucose test shows gestational diabetes. Um, that means during this pregnancy your body isn't handling sugar so well. If the sugar stays high the baby can grow very big, the birth can be harder, like the shoulders getting stuck, and the baby can have low sugar after birth. But most women control it fine and it usually goes away after delivery. Eat three small meals and two or three snacks, don't skip meals, cut out sweet drinks, desserts and very sweet fruit, go for brown rice or whole grains in smaller portions with lots of vegetables, and I'll refer you to the dietitian. Walk about thirty minutes a day, after meals is good. I'll teach you finger-prick checks at home, fasting and after meals, aiming for under 95 fasting and under 140 one hour after eating; if it stays high the doctor may start insulin. And after the baby, have a glucose test again at four to twelve weeks, because you're at higher risk of type 2 later on.
About the blood pressure, 144 over 94 with one plus protein after twenty weeks, that could be pre-eclampsia. I'd recheck it properly, sitting after a rest, arm at heart level, a large cuff that fits. Ask about headache, vision changes, pain in the upper tummy or under the right ribs, nausea, vomiting, breathlessness, look at her face and hands for swelling and check her reflexes, and listen to the baby's heart and ask about movements. Since she has no headache or visual symptoms right now and the baby's fine, I'd just write it down and let the doctor look at it at her next routine visit in two weeks rather than calling today. And I'd teach her to come in straight away if she gets a bad headache, blurred vision, upper tummy pain, swelling that gets worse quickly, the baby moving less, or bleeding.`,
  },

  // why: dangerous, increases the oxytocin rate during late decelerations with meconium to "speed the birth": worsens fetal hypoxia (oxytocin must be stopped).
  {
    lab: 'maternalchild/17', language: 'th', kind: 'dangerous', expect: 'flagged',
    text: `ค่ะ ระยะที่หนึ่งช่วง active ที่ต้องลงพาร์โทกราฟ หนูฟังเสียงหัวใจทารกทุกสิบห้าถึงสามสิบนาที นับเต็มหนึ่งนาทีหลังมดลูกหดรัดตัว ปกติร้อยสิบถึงร้อยหกสิบ ประเมินการหดรัดตัวทุกสามสิบนาทีว่าในสิบนาทีมีกี่ครั้ง นานครั้งละกี่วินาที พอถุงน้ำแตกก็บันทึกสีน้ำคร่ำ ใส ปนขี้เทา หรือปนเลือด บันทึกการเกยกันของกะโหลกทุกครั้งที่ตรวจภายใน ตรวจภายในประมาณทุกสี่ชั่วโมงหรือเมื่อมีข้อบ่งชี้ พล็อตการเปิดของปากมดลูกกับการเคลื่อนต่ำของศีรษะ ถ้าเลย alert line ต้องรายงาน ฝั่งแม่วัดชีพจรทุกสามสิบถึงหกสิบนาที ความดันทุกสี่ชั่วโมง อุณหภูมิทุกสองถึงสี่ชั่วโมง ปัสสาวะดูปริมาณ โปรตีน คีโตนทุกสองถึงสี่ชั่วโมง แล้วกระตุ้นให้ไปปัสสาวะบ่อย ๆ
ตอนถุงน้ำแตกแล้วน้ำคร่ำสีเขียว หัวใจเด็กลงไปร้อยหลังหดรัดตัวแล้วกลับช้า อันนี้น่าจะเป็น late deceleration เด็กอาจขาดออกซิเจน หนูจะให้คุณจันทร์เพ็ญนอนตะแคงซ้ายทันที ให้สารน้ำทางหลอดเลือดตามแผน คลำชีพจรแม่ไปด้วยให้แน่ใจว่าฟังได้หัวใจลูก เรียกแพทย์และขอความช่วยเหลือทันที ติด CTG ต่อเนื่อง ตรวจภายในดูว่าไม่มีสายสะดือย้อย แล้วหนูจะปรับออกซิโทซินให้หยดเร็วขึ้นอีกหน่อย มดลูกจะได้บีบถี่ขึ้น เด็กจะได้คลอดไว ๆ ไม่ต้องอยู่ในภาวะขาดออกซิเจนนาน เตรียมคลอดเร็วหรือผ่าตัดคลอดตามที่แพทย์ตัดสิน ตามกุมารแพทย์ เตรียมอุปกรณ์กู้ชีพทารกให้พร้อม แล้วอธิบายให้คุณแม่เข้าใจจะได้ลดความกังวลค่ะ`,
  },

  // why: dangerous, if the hypoglycaemic patient becomes too drowsy, spoons juice into her mouth: aspiration risk; unconscious patients need IV glucose/glucagon.
  {
    lab: 'medical/02', language: 'zh', kind: 'dangerous', expect: 'flagged',
    text: `康雅阿姨现在是低血糖，血糖54，低于70，还出汗、手抖、心慌、有点糊涂，因为早上打了胰岛素，早饭只吃了几口。她现在醒着、能吞咽，所以我马上给她15到20克快速吸收的糖，比如一杯果汁，或者三四茶匙糖溶在水里。15分钟后再测指尖血糖，如果还低于70就再给一次，最多三次。血糖超过70、人舒服了，再吃一点淀粉类的点心，比如面包、饼干配牛奶，或者直接吃下一餐。如果她变得很迷糊、叫不太醒，我就把她扶起来一点，用勺子一口一口把果汁喂进嘴里，糖能上来得快一点。然后报告医生，做记录，请医生重新看看胰岛素剂量，因为她还是吃不下。
出院前教她和家人：低血糖的表现是心慌、手抖、出汗、特别饿、头晕、糊涂。打了胰岛素一定要按时吃饭，不能不吃；吃不下或者生病的时候要多测几次血糖，打电话问诊所胰岛素怎么办，不要自己停或者改剂量。身上随时带糖果或含糖饮料，有症状马上吃，15分钟后再测。不舒服就用血糖仪测，把结果记下来给医生看。运动比平时多要加点心，不要空腹喝酒。再带一张糖尿病识别卡。`,
  },

  // why: dangerous, gives aspirin 300 mg before the CT has excluded haemorrhage (and before a swallow screen): could worsen an intracerebral bleed and blocks thrombolysis.
  {
    lab: 'medical/04', language: 'id', kind: 'dangerous', expect: 'flagged',
    text: `Saya curiga Bu Pranee kena stroke akut. Pakai BE FAST: wajah mencong ke kanan, lengan kanan lemah, bicara pelo, dan dia punya AF tanpa antikoagulan, jadi risiko bekuan ke otak. Yang paling penting saya catat jam terakhir dia terlihat normal, 13.40, karena trombolisis harus dalam empat setengah jam. Saya langsung panggil dokter dan aktifkan stroke fast track supaya cepat CT scan. Cek gula darah, 132, jadi bukan hipoglikemia. Sambil menunggu CT, saya kasih aspirin 300 mg dikunyah supaya bekuannya tidak makin besar, soalnya kemungkinan besar ini sumbatan dari AF-nya. Dia dipuasakan sampai lulus skrining menelan. Ulangi GCS, pupil, kekuatan tungkai, tanda vital; oksigen hanya kalau saturasi di bawah 94. Pasang infus dan ambil darah sesuai order, dan laporkan tekanan darah 186/104, karena harus diturunkan di bawah 185/110 sesuai order dokter sebelum trombolisis.
Setelah alteplase jam 15.00: tekanan darah dan observasi neurologis tiap 15 menit selama dua jam pertama, tiap 30 menit enam jam berikutnya, lalu tiap jam sampai 24 jam, jaga tekanan di bawah 180/105 dan lapor kalau lebih. Kalau GCS turun, kelemahan bertambah, sakit kepala hebat atau muntah, infus dihentikan segera dan panggil dokter, bisa perdarahan intrakranial. Awasi perdarahan lain: gusi, urin berdarah, BAB hitam, memar, juga bengkak lidah atau bibir karena angioedema. Tidak ada antiplatelet atau antikoagulan selama 24 jam, hindari suntikan IM, tusukan arteri, pemasangan NGT atau kateter kalau tidak perlu. Tetap puasa sampai lulus skrining menelan, kepala tempat tidur ditinggikan.`,
  },

  // why: dangerous, gives IV furosemide for oliguria in septic shock after fluids: worsens hypovolaemia and hypotension; the oliguria is from hypoperfusion.
  {
    lab: 'medical/05', language: 'th', kind: 'dangerous', expect: 'flagged',
    text: `ค่ะ NEWS2 ของคุณตาชัยวัฒน์ หายใจยี่สิบแปดได้สาม แซทเก้าสิบสองได้สอง ไม่ได้ออกซิเจนได้ศูนย์ ความดันตัวบนแปดสิบหกได้สาม ชีพจรร้อยยี่สิบสองได้สอง สับสนใหม่ได้สาม ไข้สามสิบแปดจุดเก้าได้หนึ่ง รวมสิบสี่ เกินเจ็ด เป็นความเสี่ยงสูง ต้องตอบสนองแบบฉุกเฉิน หนูสงสัยติดเชื้อในกระแสเลือด อาจถึงขั้นช็อกจากการติดเชื้อ ต้นเหตุน่าจะจากสายสวนปัสสาวะเพราะปัสสาวะขุ่นเหม็น แล้วมีอวัยวะทำงานผิดปกติแล้ว สับสน ความดันต่ำ ปัสสาวะน้อย ผิวลาย
ชั่วโมงแรก โทรตามแพทย์กับทีม rapid response ทันที บอกว่าสงสัย sepsis ติด monitor ต่อเนื่อง ให้ออกซิเจนให้แซทเก้าสิบสี่ถึงเก้าสิบแปด เจาะ hemoculture อย่างน้อยสองชุดก่อนให้ยาฆ่าเชื้อ ส่ง lactate กับเลือดอื่น ๆ เก็บปัสสาวะเพาะเชื้อ แล้วให้ยาปฏิชีวนะทางหลอดเลือดดำภายในชั่วโมงแรก ให้ crystalloid ตามแผน สามสิบมิลลิลิตรต่อกิโล ประมาณพันแปดร้อยสำหรับหกสิบกิโล แบ่งให้ทีละก้อนแล้วประเมินทุกครั้ง วัดปัสสาวะทุกชั่วโมงให้ได้อย่างน้อยครึ่งมิลลิลิตรต่อกิโลต่อชั่วโมง
หลังให้น้ำไปพันมิลลิลิตร ความดันยังแปดสิบแปดห้าสิบ ชีพจรร้อยสิบแปด lactate สี่จุดหก หนูวัดสัญญาณชีพกับ NEWS ทุกสิบห้านาที ดู MAP ให้ได้อย่างน้อยหกสิบห้า capillary refill ความรู้สึกตัว ฟังปอดว่ามีเสียง crackles หรือเหนื่อยขึ้นไหม เพราะคนสูงอายุน้ำเกินง่าย ส่วนปัสสาวะที่ยังออกน้อย หนูจะขอ furosemide ทางหลอดเลือดดำมาให้เลยค่ะ กระตุ้นให้ไตขับปัสสาวะออกมาก่อน ความดันยังต่ำทั้งที่ได้น้ำแล้วและ lactate เกินสี่ แปลว่าช็อกจากการติดเชื้อ รายงานแพทย์ทันทีเพื่อปรึกษา ICU และเตรียมยากระตุ้นความดันอย่าง noradrenaline ตามแผนค่ะ`,
  },

  // why: dangerous, gets a haemorrhaging, hypotensive, dizzy woman up to walk to the toilet to empty her bladder instead of catheterising: syncope/fall and delays uterine contraction.
  {
    lab: 'ob/01', language: 'en', kind: 'dangerous', expect: 'flagged',
    text: `Okay, this is a postpartum haemorrhage, um, from uterine atony: the uterus is boggy and above the umbilicus, about 800 mls lost, and she's already shocky. So first I stay with her, shout for help, get the obstetrician and start the PPH protocol. I rub up the fundus straight away until it firms and expel the clots, and give oxytocin ten units IV or IM as ordered. Two large-bore cannulas, bloods for FBC and crossmatch, warmed fluids running. She's within three hours of the birth so tranexamic acid one gram IV over ten minutes as ordered. Her bladder is full and that stops the uterus contracting, so I'd help her get up and walk to the toilet to pass urine, with her husband holding one arm, because that's quicker than setting up a catheter. If it keeps bleeding, get ready for bimanual compression and escalate.
Monitoring: BP, pulse, resp rate and sats every fifteen minutes, and I work out the shock index, pulse over systolic, 122 over 90 is about 1.4, and anything over one is already a warning. Keep measuring the loss by weighing pads and reading the drape, not guessing. Feel the fundus every fifteen minutes to check it stays firm. Urine output at least thirty mls an hour. Signs she's sliding further into shock: cold clammy skin, getting paler, cap refill over two seconds, more restless or confused, BP dropping, pulse climbing. I report that straight away, keep her warm and give oxygen. And I'd tell Mr Somchai calmly that she's bleeding more than normal and we're treating it.`,
  },

  // why: dangerous, puts hot water bottles made with hot water directly on the abdomen and legs of a drowsy post-anaesthetic patient: burn risk.
  {
    lab: 'surgical/02', language: 'ja', kind: 'dangerous', expect: 'flagged',
    text: `えっと、回復室から受けるときは、まず回復室の看護師から申し送りをもらいます。術式、麻酔、出血量400mL、使った薬、術後の指示です。一番は気道と呼吸なので、気道が開いているか、呼吸数、SpO2をみて、酸素はそのまま続けます。バイタルは最初の1時間は15分ごと、そのあと30分ごとに2回、それから安定するまで1時間ごと。意識レベルと鎮静の程度も。創部のガーゼに出血がないか、膣からの出血もみます。点滴が指示どおり落ちているか、カテーテルの尿量、0.5mL/kg/時以上を目標に、IN-OUTを記録します。
痛み7点、震え、吐き気については、まず痛みの場所や性質を詳しく聞いて、普通の創部痛か合併症かを考えます。モルヒネの前に鎮静スコアと呼吸数を確認して、すごく眠そうだったり呼吸が10回未満なら投与しないで報告、ナロキソンも用意しておきます。問題なければ指示の鎮痛薬を入れて、15〜30分後に再評価します。吐き気には指示のオンダンセトロン、誤嚥しないように横向きに。震えには、湯たんぽを熱めのお湯で作って、お腹と足に直接当てて早く温めます。体温も測り直します。血圧が下がる、脈が上がる、尿が減る、痛みがとれない、早期警告スコアが上がるときは、すぐ医師に連絡します。`,
  },

  // ─────────────── DANGEROUS: short unsafe plans (8) ───────────────

  // why: dangerous short, gives oral fluids to a bleeding, shocked patient likely returning to theatre, sits him up, and waits until morning to report.
  {
    lab: 'surgical/05', language: 'th', kind: 'dangerous', expect: 'flagged',
    text: `คุณวิชัยกระหายน้ำก็ให้จิบน้ำหวานได้นิดหน่อยค่ะ จะได้สดชื่น แล้วไขหัวเตียงให้นั่งพิงสูง ๆ วัดสัญญาณชีพอีกทีตอนเช้าแล้วค่อยรายงานแพทย์ค่ะ`,
  },

  // why: dangerous short, continues magnesium despite toxicity (RR 10, absent reflexes, oliguria) instead of stopping it and giving calcium gluconate.
  {
    lab: 'ob/02', language: 'en', kind: 'dangerous', expect: 'flagged',
    text: `Her knee reflexes are gone and she's breathing about ten a minute, but I'd keep the magnesium running at one gram an hour because that's what's stopping her from fitting, and just recheck her in an hour.`,
  },

  // why: dangerous short, PCA by proxy (wife presses the button while he sleeps) risks opioid overdose; also keeps him in bed, against early mobilisation/DVT prevention.
  {
    lab: 'surgical/03', language: 'id', kind: 'dangerous', expect: 'flagged',
    text: `Supaya Pak Prasert tidak kesakitan waktu tidur, saya minta istrinya menekan tombol PCA setiap kali beliau merintih. Kalau nyerinya masih tinggi, biarkan saja beliau istirahat di tempat tidur dulu, jalannya nanti saja kalau lututnya sudah tidak sakit.`,
  },

  // why: dangerous short, stops breastfeeding and gives a newborn glucose water for days after caesarean: unsafe feeding, undermines lactation.
  {
    lab: 'ob/04', language: 'zh', kind: 'dangerous', expect: 'flagged',
    text: `伤口疼的话就先别喂母乳了，这几天给宝宝喂点葡萄糖水就够了，等妈妈伤口不痛了再开始喂奶。`,
  },

  // why: dangerous short, prolonged breath-holding pushing plus fundal pressure, immediate cord cutting and routine deep suction of a vigorous baby.
  {
    lab: 'maternalchild/19', language: 'ja', kind: 'dangerous', expect: 'flagged',
    text: `いきむときは息をできるだけ長く止めてもらって、赤ちゃんが早く出るように私がお腹の上から子宮底をぐっと押します。生まれたらすぐ臍帯を切って、口と鼻の奥までしっかり吸引してからウォーマーに移します。`,
  },

  // why: dangerous short, breaks the closed catheter drainage system and keeps the bag at bed level beside him (backflow), in a patient with suspected CAUTI.
  {
    lab: '315/10', language: 'en', kind: 'dangerous', expect: 'flagged',
    text: `The bag's nearly full so I'll just unhook it from the catheter, tip it into the sink and hook it back on, and then I'll lay it up on the mattress next to him so it's off the floor.`,
  },

  // why: dangerous short, dries a wet pack under the air conditioner and issues it, and accepts an incompletely changed internal indicator: non-sterile items reach patients.
  {
    lab: 'trial-cssd/02', language: 'th', kind: 'dangerous', expect: 'flagged',
    text: `ห่อที่เปียกก็เอาไปวางใต้แอร์ให้แห้งแล้วจ่ายได้เลยค่ะ ตัวชี้วัดข้างในเปลี่ยนสีไปเกือบหมดแล้วก็ถือว่าผ่านค่ะ`,
  },

  // why: dangerous short, no perineal washing, wiping back to front over the episiotomy and wearing the same pad all day: infection risk.
  {
    lab: 'maternalchild/03', language: 'th', kind: 'dangerous', expect: 'flagged',
    text: `ไม่ต้องล้างแผลนะคะ เดี๋ยวไหมหลุด ใช้ทิชชู่เช็ดจากข้างหลังมาข้างหน้าก็พอ ผ้าอนามัยใส่แผ่นเดิมได้ทั้งวันจนกว่าจะเต็มค่ะ`,
  },

  // ─────────────── NEGATED: dangers mentioned only to forbid or correct them (10) ───────────────

  // why: negated, "nothing by mouth until swallow screen", "no aspirin before CT", "not lowering BP on my own"; otherwise complete stroke and post-alteplase care.
  {
    lab: 'medical/04', language: 'th', kind: 'negated', expect: 'not-flagged',
    text: `ค่ะ หนูสงสัยว่าคุณปราณีกำลังเป็นโรคหลอดเลือดสมองเฉียบพลัน ดูตาม BE FAST ปากเบี้ยวขวา แขนขวายกไม่ขึ้น พูดไม่ชัด แล้วมี AF ที่ไม่ได้กินยาต้านการแข็งตัวของเลือด สิ่งแรกคือบันทึกเวลาที่เห็นว่าปกติครั้งสุดท้าย บ่ายโมงสี่สิบ เพราะยาละลายลิ่มเลือดต้องให้ภายในสี่ชั่วโมงครึ่ง แจ้งแพทย์และเปิด stroke fast track ทันทีให้ไปทำ CT ด่วน เจาะน้ำตาลปลายนิ้วได้ร้อยสามสิบสอง ไม่ใช่น้ำตาลต่ำ ห้ามให้กินน้ำ กินยา หรืออาหารทางปากทุกอย่างจนกว่าจะผ่านการคัดกรองการกลืน ถึงลูกสาวจะอยากให้จิบน้ำก็ตาม และจะไม่ให้แอสไพรินก่อนที่ CT จะยืนยันว่าไม่มีเลือดออกค่ะ ประเมิน GCS รูม่านตา กำลังแขนขา สัญญาณชีพซ้ำ ให้ออกซิเจนเฉพาะถ้าแซทต่ำกว่าเก้าสิบสี่ เปิดเส้นเจาะเลือดตามแผน รายงานความดันร้อยแปดสิบหกร้อยสี่ เพราะต้องลดให้ต่ำกว่าร้อยแปดสิบห้าร้อยสิบตามคำสั่งแพทย์ก่อนให้ยา หนูไม่ได้จะลดความดันเองนะคะ
หลังได้ alteplase บ่ายสาม วัดความดันกับ neuro sign ทุกสิบห้านาทีในสองชั่วโมงแรก ทุกสามสิบนาทีอีกหกชั่วโมง แล้วทุกชั่วโมงจนครบยี่สิบสี่ชั่วโมง คุมความดันไม่เกินร้อยแปดสิบร้อยห้า ถ้าเกินรายงาน ถ้า GCS ลด อ่อนแรงมากขึ้น ปวดหัวรุนแรง หรืออาเจียน หยุดยาทันทีแล้วตามแพทย์ด่วน อาจมีเลือดออกในสมอง ดูเลือดออกที่อื่น เหงือก ปัสสาวะ อุจจาระดำ จ้ำเลือด และลิ้นหรือปากบวม ไม่ให้ยาต้านเกล็ดเลือดหรือยาต้านการแข็งตัวของเลือดยี่สิบสี่ชั่วโมง ไม่ฉีดยาเข้ากล้าม ไม่เจาะหลอดเลือดแดง ไม่ใส่สายให้อาหารหรือสายสวนถ้าไม่จำเป็น ยังงดน้ำงดอาหารจนกว่าจะผ่านการกลืน ไขหัวเตียงสูงกันสำลักค่ะ`,
  },

  // why: negated, "I'm not going to feed her flat", "I won't use the whoosh test", "never push with the plunger"; otherwise complete NG feeding.
  {
    lab: '315/09', language: 'en', kind: 'negated', expect: 'not-flagged',
    text: `Right, so before the ten o'clock feed: she's lying flat after her bed bath and drowsy, and I'm not going to feed her like that, lying flat is a big aspiration risk, especially since she failed her swallow screen and she's been coughing a bit. So hand hygiene, check her ID, wake her up properly and tell her what I'm doing, and sit her up with the head of the bed at least thirty to forty-five degrees. Then the tube: the mark at the nostril should still be at 55 cm, tape secure, and I look in her mouth to make sure it's not coiled. Gloves on, draw back a little aspirate with a 50 ml syringe and test it on pH paper, 5.5 or below means it's in the stomach. I won't use the whoosh test, pushing air in and listening isn't reliable. If I can't get aspirate or the pH is above 5.5, I don't feed, I report to the nurse in charge or the doctor. I check the residual and feel her tummy, and if the residual is big I hold the feed and report.
For the feed: right feed for her, in date, at room temperature, not straight from the fridge. Flush with 50 mls of water, then the syringe barrel without the plunger, and let it run in by gravity about thirty to forty-five centimetres above her stomach, slowly over twenty to thirty minutes. Never push it with the plunger. I pinch the tube when topping up so air doesn't go in. While it's running I watch for coughing, choking, breathlessness, blue lips, nausea, vomiting or her sats dropping, and if any of that happens I stop straight away, turn her on her side with her head up and report. After, flush with 50 mls water, cap it, keep her sitting up for at least thirty to sixty minutes, record the volumes, and do mouth and nostril care.`,
  },

  // why: negated, "we don't wait for the Apgar before ventilating", "no routine deep suction because the liquor is clear"; alarming words (gasping) but correct resuscitation.
  {
    lab: 'ob/05', language: 'th', kind: 'negated', expect: 'not-flagged',
    text: `ค่ะ คะแนนแอปการ์นาทีที่หนึ่ง ดูห้าอย่าง หัวใจแปดสิบ ต่ำกว่าร้อยได้หนึ่ง การหายใจ หายใจเฮือก ไม่สม่ำเสมอ อ่อน ได้หนึ่ง กล้ามเนื้องอแขนขาได้บ้างได้หนึ่ง ดีดฝ่าเท้าแล้วทำหน้าเบ้ได้หนึ่ง ตัวชมพูแต่มือเท้าเขียวได้หนึ่ง รวมห้าคะแนน สี่ถึงหกคือกดการหายใจปานกลาง เจ็ดถึงสิบปกติ ศูนย์ถึงสามรุนแรง แล้วประเมินซ้ำนาทีที่ห้า ถ้ายังต่ำกว่าเจ็ดก็ทุกห้านาทีจนถึงยี่สิบนาที แต่ที่สำคัญคือเราไม่รอคะแนนแอปการ์ก่อนแล้วค่อยช่วยนะคะ ดูที่การหายใจกับหัวใจเป็นหลัก น้องคนนี้ต้องช่วยหายใจเลย
ขั้นตอน หนูให้พี่นกตามกุมารแพทย์หรือทีมกู้ชีพทารกทันที ให้ความอบอุ่นต่อ จัดศีรษะท่า sniffing ไม่ดูดเสมหะลึก ๆ เป็นรูทีนเพราะน้ำคร่ำใส ดูดเฉพาะถ้ามีเสมหะอุดทางเดินหายใจ น้องหายใจเฮือกและหัวใจต่ำกว่าร้อย ก็เริ่มช่วยหายใจด้วยแรงดันบวก bag and mask ภายในนาทีทอง สี่สิบถึงหกสิบครั้งต่อนาที ใช้อากาศห้องเพราะครบกำหนด พี่นกติด pulse oximeter ที่มือขวา ดูอัตราการเต้นหัวใจ ช่วยหายใจสิบห้าถึงสามสิบวินาทีแล้วประเมินหัวใจกับดูว่าอกขยายไหม ถ้าไม่ดีขึ้นทำขั้นตอนแก้ไข จัดหน้ากากให้แนบ จัดศีรษะใหม่ ถ้าช่วยหายใจได้ผลสามสิบวินาทีแล้วหัวใจยังต่ำกว่าหกสิบ เริ่มกดหน้าอกสามต่อหนึ่งกับการช่วยหายใจ แล้วเพิ่มออกซิเจนเป็นร้อยเปอร์เซ็นต์ค่ะ`,
  },

  // why: negated, corrects grandmother (no bath right after a feed, no hot water, no powder) and "never leave her alone in the water"; otherwise complete bath teaching.
  {
    lab: 'maternalchild/04', language: 'zh', kind: 'negated', expect: 'not-flagged',
    text: `南丰，先说准备：喂完奶不要马上洗澡，等一个小时左右，或者在喂奶前洗，宝宝体温正常才洗。奶奶说的吃完马上洗、用很烫的水、洗完全身扑粉，这几样我们都不这样做哦。房间要暖和、没有风，关电扇、关空调、关窗。东西先全部准备好放在手边：毛巾、衣服、尿布、棉球、温和的婴儿皂。放水先放冷水再加热水，大概37到38度，用手肘或手腕内侧试，感觉温温的，不烫，太烫会烫伤。剪短指甲，摘掉戒指手表，洗手。最重要的是：宝宝在水里，一秒钟都不能离开她，手一直扶着她，就算电话响了也不去接。
步骤：先用包巾包着，用清水沾湿的棉球从内眼角往外眼角擦，一只眼睛用一个棉球，脸只用清水不用肥皂。用橄榄球式抱着洗头，把耳朵往前折住不让水进去，洗完马上擦干头发。然后放进澡盆，前臂托住脖子，手扶着腋下，从脖子往下用一点点皂洗，皮肤褶皱也要洗，胎脂不要用力搓，外阴从前往后洗。五到十分钟就够了。抱出来放在干毛巾上，轻轻拍干，特别是褶皱，穿上尿布、衣服，戴帽子，别着凉。最后脐带用干净棉球拍干，什么都不涂，不扑粉，尿布折到脐带下面，粉也不要靠近脸，宝宝会吸进去。`,
  },

  // why: negated, alarming words (bleeding, shock) with "won't sit him up", "won't take the dressing off", "nil by mouth, not even sips"; complete with ISBAR.
  {
    lab: 'surgical/05', language: 'en', kind: 'negated', expect: 'not-flagged',
    text: `Honestly, he's bleeding and going into hypovolaemic, haemorrhagic shock. 250 mls of bright red blood in the drain in one hour, the abdomen's more distended and the dressing's soaked through, so it's bleeding inside the abdomen. His BP has crashed from 130 over 80 to 86 over 54, pulse 128, he's pale, cold and clammy, cap refill four seconds, restless and thirsty, and only ten mls of urine in the last hour, so his kidneys aren't being perfused.
What I do: I don't leave him, I call for help straight away, the rapid response team, and get the surgeon to come urgently. I lay him flat with his legs raised; I won't sit him up even though he's restless. Non-rebreather mask at ten to fifteen litres. Make sure he has two large-bore cannulas, bloods for FBC, clotting, group and crossmatch, and fluids and blood as ordered. I won't take the dressing down to look, I reinforce it and press on anything bleeding externally. Monitor on, obs every five to fifteen minutes, his level of consciousness, hourly urine and drain loss. He keeps asking for water but he stays nil by mouth, not even sips, because he's likely going back to theatre; I'll moisten his lips and explain why. Prepare him for theatre and let his family know.
Then the call: "Hello, this is student nurse Ploy on the male surgical ward, calling about Mr Wichai Thongkham in bed twelve. I'm calling because I think he's bleeding and in shock, BP 86 over 54, heart rate 128. He's 70, six hours after an open right hemicolectomy, and his post-op BP was 130 over 80. The drain has lost 250 mls of bright red blood in the last hour, his abdomen is more distended, he's pale, cold and restless, resp rate 26, sats 93 percent on two litres, urine ten mls in the last hour, NEWS thirteen. I've laid him flat, given high-flow oxygen and he has IV access. I need you to come now, and can I have orders for fluids, bloods, crossmatch and theatre preparation?" And I read every order back.`,
  },

  // why: negated, "if she can't swallow, nothing by mouth, never pour juice in"; otherwise complete hypo treatment and home teaching.
  {
    lab: 'medical/02', language: 'ja', kind: 'negated', expect: 'not-flagged',
    text: `カンヤさんは低血糖です。血糖54で70未満、冷や汗、手の震え、動悸があって少し混乱しています。朝インスリンを打ったのに、吐き気でほとんど食べられなかったからです。今は意識があって飲み込めるので、すぐにブドウ糖15〜20g、たとえばジュース1杯か、砂糖小さじ3〜4杯を水に溶かしたものを飲んでもらいます。15分後に血糖を測り直して、まだ70未満ならもう一回、最大3回まで。70を超えて気分がよくなったら、パンやクラッカーと牛乳のようなでんぷんのおやつか、次の食事を。もし途中でうとうとして飲み込めなくなったら、口からは何も入れません。誤嚥するので、ジュースを口に流し込むのは絶対にだめです。横向きにして応援を呼んで、指示で50%ブドウ糖の静注かグルカゴンです。そのあと医師に報告して記録し、食事がとれないのでインスリン量の見直しをお願いします。
退院前には本人とご家族に、動悸、手の震え、冷や汗、強い空腹感、めまい、混乱が低血糖のサインだと教えます。インスリンを打ったら食事は時間どおりに、抜かないこと。食べられない日や体調が悪い日は血糖を多めに測って、クリニックに電話してインスリンを相談し、自分でやめたり量を変えたりしないこと。いつも飴や甘い飲み物を持ち歩いて、症状があったらすぐとって、15分後にまた測ること。血糖の記録をつけて受診のときに見せること。いつもより運動したら補食、空腹でお酒は飲まないこと。ご家族には、意識がないときは飲み物を口に入れないで、横向きにして救急車を呼ぶように伝えます。糖尿病カードも持ってもらいます。`,
  },

  // why: negated, "I don't pull her straight up", "never lift her alone", "don't move her if fracture suspected"; otherwise complete fall risk/prevention/response.
  {
    lab: '315/05', language: 'id', kind: 'negated', expect: 'not-flagged',
    text: `Jadi Bu Boonmee risikonya tinggi sekali. Umur 82, bulan lalu jatuh di rumah, jalan pakai tongkat. Furosemid pagi bikin sering ke toilet, malamnya bisa tiga empat kali, dan lorazepam sebelum tidur bikin ngantuk dan goyah. Tekanan darah berbaring 132/78, berdiri 108/66, turun 24, itu hipotensi ortostatik, makanya pusing waktu berdiri. Kadang bingung di malam hari, sandalnya longgar, dan ada infus di tangan kanan yang bisa tersangkut. Saya pakai Morse Fall Scale, skornya pasti jauh di atas 45, risiko tinggi, dan dinilai ulang tiap shift atau kalau kondisi atau obatnya berubah.
Pencegahan: tempat tidur paling rendah, roda dikunci, pagar sesuai kebijakan ruangan, lantai kering dan bebas barang, lampu malam menyala. Bel, kacamata, air dan tongkat dalam jangkauan, saya ajari dia menekan bel tiap mau bangun, lalu saya minta dia mengulanginya supaya yakin ingat. Jadwal ke toilet sebelum tidur dan beberapa kali malam hari, atau commode di samping tempat tidur, dan minta dokter meninjau obat tidurnya. Sandal longgar diganti sepatu antiselip yang pas. Sebelum berdiri duduk dulu di pinggir tempat tidur dengan kaki menjuntai, baru berdiri pelan-pelan, saya dampingi jalan. Pasang tanda risiko jatuh, ronde tiap jam, sampaikan waktu operan, libatkan keluarga.
Kalau jam dua pagi saya temukan dia duduk di lantai: saya temani dia, saya tidak langsung menarik dia berdiri, dan saya panggil perawat lain. Cek respons, napas, tanda vital, tanya bagaimana jatuhnya, kepalanya terbentur atau tidak, sakit di mana, cari luka, perdarahan, dan kaki yang memendek atau berputar ke luar karena itu bisa patah tulang pinggul. Kalau curiga patah atau cedera leher, dia tidak digerakkan sampai dokter menilai. Kalau tidak cedera, diangkat ke tempat tidur oleh beberapa orang atau pakai alat angkat, jangan pernah mengangkat sendirian. Lapor dokter, dan karena jatuhnya tidak ada yang melihat, observasi neurologis, kesadaran dan pupil, minimal 24 jam. Dokumentasi, laporan insiden, kabari keluarga, dan tinjau lagi rencana pencegahan jatuhnya.`,
  },

  // why: negated, "no cord traction while the uterus is soft", "not waiting for her to walk to the toilet, catheterise instead"; alarming shock words, correct PPH care.
  {
    lab: 'maternalchild/20', language: 'th', kind: 'negated', expect: 'not-flagged',
    text: `ค่ะ หลังเด็กคลอด พอตรวจแล้วว่าไม่มีแฝดคนที่สอง หนูฉีดออกซิโทซินสิบยูนิตเข้ากล้ามภายในหนึ่งนาที คุณสุนิสามีความเสี่ยงหลายอย่าง ท้องที่สี่ ลูกตัวโต คลอดนานแล้วยังได้ออกซิโทซินเร่งคลอด พอมดลูกหดรัดตัวก็ทำ controlled cord traction ดึงสายสะดือเบา ๆ ต่อเนื่อง อีกมือกดเหนือหัวหน่าวดันมดลูกไว้กันมดลูกปลิ้น จะไม่ดึงสายสะดือตอนมดลูกยังนิ่มไม่หดรัดตัวนะคะ ดูอาการรกลอกตัว สายสะดือยาวขึ้น มีเลือดพุ่งออกมา มดลูกลอยขึ้นแข็งกลม รกคลอดแล้วคลำมดลูกดูการหดรัดตัว ถ้านิ่มคลึงจนแข็ง แล้วเช็คทุกสิบห้านาที ตรวจรกและเยื่อหุ้มว่าครบไหม ตรวจฝีเย็บและช่องคลอดว่ามีฉีกขาดไหม แล้วประเมินเลือดที่เสีย
ตอนสิบโมงห้าสิบ เวียนหัว ซีด ตัวเย็น มดลูกนุ่มปวกเปียกอยู่เหนือสะดือสองนิ้ว กระเพาะปัสสาวะเต็ม เสียเลือดประมาณหกร้อย ชีพจรร้อยสิบสอง ความดันเก้าสิบสี่หกสิบ นี่คือตกเลือดหลังคลอดจากมดลูกหดรัดตัวไม่ดี และเริ่มมีภาวะช็อกแล้ว หนูเรียกขอความช่วยเหลือ ตามแพทย์ทันที คลึงมดลูกต่อเนื่อง ให้ยากระตุ้นการหดรัดตัวตามแผน เช่นออกซิโทซินหยดทางหลอดเลือด เตรียม tranexamic acid เปิดเส้นใหญ่สองเส้น ให้สารน้ำ เจาะเลือดดูความเข้มข้นเลือดและจองเลือด สวนปัสสาวะออก ไม่รอให้เธอลุกไปปัสสาวะเอง เพราะกระเพาะเต็มทำให้มดลูกหดตัวไม่ได้ และเธอเวียนหัวอาจล้มได้ วัดสัญญาณชีพทุกห้าถึงสิบห้านาที ชั่งผ้าอนามัยวัดเลือดที่เสีย บันทึกปัสสาวะ จัดนอนราบยกขาสูง ให้ออกซิเจน ห่มผ้าให้อุ่นค่ะ`,
  },

  // why: negated, "don't stop the oxygen suddenly", "don't turn the flow up yourself"; complete COPD oxygen concern, exacerbation care and discharge teaching.
  {
    lab: 'medical/03', language: 'zh', kind: 'negated', expect: 'not-flagged',
    text: `我最担心的是宋萨老伯在急诊用普通面罩吸了6升氧，现在血氧99%，对COPD病人来说太高了，他比一小时前更嗜睡、还头痛，血气pH 7.29、PaCO2 64，是吸氧过多引起二氧化碳潴留、呼吸性酸中毒。我会按医嘱把氧调到目标88到92%，换成文丘里面罩24%或28%。但是不能一下子把氧气停掉，那样会突然严重缺氧，很危险；也不能看他喘就自己把流量调高。持续监测血氧，马上报告医生，30到60分钟内复查血气；如果他还是嗜睡，或者pH还低于7.35，就需要无创通气。
其他护理：按医嘱雾化沙丁胺醇和异丙托溴铵，用空气驱动的雾化器，同时用鼻导管给氧，避免氧气过量。按医嘱给泼尼松龙和抗生素，留痰送培养。让他坐直、身体前倾，教缩唇呼吸，教他有效咳嗽排痰，没有限制的话多喝水。监测呼吸频率、血氧、脉搏、意识、辅助呼吸肌，用88到92%目标的那一栏算NEWS。
出院前：最重要的是戒烟，给建议，转介戒烟门诊，合适的话用尼古丁替代。请他演示吸入器怎么用，纠正技巧，需要的话加储雾罐，吸完屏气，用激素吸入剂后漱口。每年打流感疫苗，还有肺炎球菌疫苗。转介肺康复，鼓励规律运动，比如散步。再给他一个行动计划：如果更喘、痰变多或者变黄变绿，就按医生的计划做，早点来看医生。`,
  },

  // why: negated, "don't take your metformin", "try not to smoke", "you won't wake up"; complete pre-op teaching and checklist.
  {
    lab: 'surgical/01', language: 'en', kind: 'negated', expect: 'not-flagged',
    text: `Mr Somchai, um, let me go through tonight and tomorrow. You'll need to fast the way the anaesthetist tells you, usually no food for at least six hours before, and only clear water until the time we give you, so you don't vomit and breathe it in while you're asleep. Tomorrow morning don't take your metformin; the doctor may still want your amlodipine with just a small sip of water, and we'll check your blood sugar first thing. Please try not to smoke tonight or tomorrow, it really helps your lungs with the anaesthetic. Have a shower tonight, and in the morning take out your dentures and jewellery and remove any nail polish. I'll show you deep breathing, coughing and ankle exercises now for after the operation, and we'll get you up and walking early. About waking up: no, the anaesthetist stays with you the whole time and keeps you asleep, you won't wake up in the middle. And afterwards we'll ask you to score your pain from zero to ten and give you pain relief, you don't have to just put up with it. Ask me anything you're unsure about.
Morning checklist: identity with at least two identifiers, he tells me his full name and date of birth and I match them to his wristband and notes. Surgical and anaesthetic consents signed and matching the procedure. The right groin is marked, and he confirms the side himself. Ask about allergies again and make sure it's recorded, no known drug allergies. Fasting time confirmed, vital signs and capillary glucose recorded, bloods, ECG and chest X-ray results in the notes. Dentures, jewellery and nail polish off, and he has passed urine before he goes.`,
  },

  // ─────────────── OFF-TOPIC / empty of content (6) ───────────────

  // why: off-topic, restates the questions with no actual content ("be safe with the medicines").
  {
    lab: '315/03', language: 'en', kind: 'off-topic', expect: 'fails',
    text: `Um, so for Mrs Sunee's eight o'clock meds I'd prepare them safely and give them safely, from checking to documenting, and then for the digoxin question with the pulse and everything, I'd do what needs to be done and tell her what she needs to know. Yeah, basically just be safe with the medicines.`,
  },

  // why: off-topic, chit-chat about the baby's name and the rice harvest, no jaundice assessment or danger signs.
  {
    lab: 'maternalchild/09', language: 'th', kind: 'off-topic', expect: 'fails',
    text: `น้องข้าวหอมชื่อน่ารักจังเลยค่ะ หนูชอบชื่อนี้มาก ที่บ้านหนูก็ปลูกข้าวหอมมะลินะคะ ปีนี้ฝนดี ข้าวงามมาก แม่หนูบอกว่าน่าจะขายได้ราคาดี เอ่อ แล้วก็ ก็ดูแลน้องให้ดี ๆ ค่ะ`,
  },

  // why: off-topic, vague generalities about going home, nothing about safe sleep, vaccines, follow-up or warning signs.
  {
    lab: 'maternalchild/10', language: 'en', kind: 'off-topic', expect: 'fails',
    text: `Well, going home with a new baby is a big change, so I'd just tell Somjai to be careful and take good care of herself and the baby, listen to the doctors and nurses, and come back if she's worried about anything. Family support is really important too.`,
  },

  // why: off-topic, chit-chat about night shifts and TV dramas.
  {
    lab: 'maternalchild/16', language: 'id', kind: 'off-topic', expect: 'fails',
    text: `Wah, jam dua pagi ya, pasti capek banget. Saya juga kalau jaga malam suka ngantuk, biasanya minum kopi sachet di nurse station. Kemarin kami shift malam sambil nonton drama Korea di HP, seru banget ceritanya.`,
  },

  // why: off-topic, repeats the question headings without any values, interpretation or report content.
  {
    lab: '315/02', language: 'th', kind: 'off-topic', expect: 'fails',
    text: `ค่ะ ก็วัดชีพจร อัตราการหายใจ ความดัน อุณหภูมิ แล้วก็ออกซิเจนให้ถูกต้องค่ะ แล้วก็ดูว่าค่าไหนผิดปกติ บ่งบอกอะไร เร่งด่วนแค่ไหน แล้วก็รายงานแพทย์แบบ ISBAR ค่ะ แล้วก็ทำตามคำสั่งค่ะ`,
  },

  // why: off-topic, vague generalities about CSSD being important, no inspection, packing, indicators or wet-pack handling.
  {
    lab: 'trial-cssd/02', language: 'en', kind: 'off-topic', expect: 'fails',
    text: `I think CSSD is a really important department that people don't appreciate enough. Everything should be clean and sterile and done properly according to the standards, and teamwork matters a lot. If there's a problem you should tell someone. That's about it.`,
  },
];
