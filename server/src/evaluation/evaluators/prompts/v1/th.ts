/**
 * Prompt v1, Thai wording: the instructions stay in English (models follow them most reliably),
 * the feedback is asked for in Thai with Thai nursing usage, and Thai transcripts have no spaces
 * between words, which the model is told so it quotes the characters as written.
 */
import english from './en.js';

export default `${english.replaceAll('{language}', 'Thai (ภาษาไทย)')}

The transcript is Thai: words are not separated by spaces, so copy quotes character for character as the transcript writes them. Write "name", "pros" and "recommendations" in polite, plain Thai as a Thai nursing lecturer would (ใช้ภาษาไทยที่สุภาพและเข้าใจง่าย เหมือนอาจารย์พยาบาลให้ข้อเสนอแนะแก่นักศึกษา).`;
