import type { Language } from '../i18n/languages.js';

/** Function words: they carry no key content of an answer. */
const STOP: Record<Language, string> = {
  en: `a an the and or but nor so yet if then else than that this these those there here
    of to in on at by for with from into onto upon about above below over under between among
    through during before after until while as because since though although unless whether
    i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
    who whom whose which what when where why how
    be am is are was were been being do does did doing done have has had having
    will would shall should can could may might must ought
    not no yes very too also just even still already quite rather really
    either neither some such own
    s t d ll m re ve
    uh um er ah oh okay ok well like so`,
  id: `yang dan atau di ke dari pada untuk dengan dalam adalah ini itu tersebut akan sudah telah
    sedang juga tidak bukan ya saya aku kami kita anda kamu dia ia mereka nya
    se sebagai karena jika kalau maka agar supaya bahwa oleh tentang hingga sampai
    lalu kemudian saat ketika bila apa siapa mana bagaimana mengapa kenapa
    ada bisa dapat harus perlu boleh lebih sangat paling pun lah kah saja hanya
    eh em hmm ok oke`,
  zh: `的 了 和 与 及 或 是 在 有 我 你 他 她 它 我们 你们 他们 这 那 这个 那个 就 也 都 而 及
    着 过 吗 呢 吧 啊 嗯 呃 把 被 让 给 对 从 向 以 为 于 之 其 所 并 还 又 很 会 要 可以 能 应该
    一个 一下 然后 因为 所以 如果 但是 还有 这样 那么 什么 怎么`,
  ja: `の に は を た が で て と し れ さ ある いる も する から な こと として い や れる など
    なっ ない この ため その あっ よう また もの という あり まで られ なる へ か だ これ によって
    により おり より による ず なり られる において ば なかっ なく しかし について せ だっ
    その後 できる それ う ので なお のみ でき き つ における および いう さらに でも ら たり
    です ます でし まし ません えー あの えっと ええ はい`,
  th: `และ หรือ ที่ ซึ่ง ของ ใน บน กับ จาก ไป มา ให้ ได้ เป็น คือ มี ไม่ จะ ก็ แล้ว ว่า
    นี้ นั้น การ ความ โดย เพื่อ แต่ ถ้า เมื่อ ขณะ อยู่ ด้วย ต้อง ควร อาจ ยัง ทุก
    ผม ฉัน ดิฉัน คุณ เขา เรา เธอ มัน พวก ครับ ค่ะ คะ นะ จ้ะ อ่ะ เอ่อ อืม`,
};

const STOP_SETS = Object.fromEntries(
  Object.entries(STOP).map(([language, words]) => [language, new Set(words.split(/\s+/).filter(Boolean))]),
) as Record<Language, Set<string>>;

export function isStopWord(word: string, language: Language): boolean {
  return STOP_SETS[language].has(word);
}

/**
 * Very frequent English content words (general word-frequency knowledge): they are rarely
 * the key point of an answer, so key-term weighting gives them less weight than rarer words.
 */
const EN_COMMON = new Set(
  `make made use used using get got give go going come take put set keep let say tell ask know
   think see look want need try call called find work seem feel show mean become begin help turn
   start run move live believe hold bring happen write provide include continue change lead
   understand follow stop create speak read allow add spend grow open walk win offer remember
   consider appear buy wait serve die send expect build stay fall cut reach kill remain
   thing things way ways time times year people person part place case point fact example
   number kind sort lot lots something anything nothing everything someone anyone
   good new first last long great little own old right big high different small large next
   early young important few public bad same able many much more most less least
   often always never sometimes usually now then today well better best also
   all any both each every only other another again once ever up down out off`.split(/\s+/),
);

export function isCommonWord(word: string, language: Language): boolean {
  return language === 'en' && EN_COMMON.has(word);
}
