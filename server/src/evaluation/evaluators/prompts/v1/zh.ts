/**
 * Prompt v1, Chinese wording: the instructions stay in English (models follow them most
 * reliably), the feedback is asked for in Simplified Chinese with standard nursing terms, and
 * the model is told that Chinese transcripts have no spaces between words and may come in
 * traditional characters or homophones, so it quotes the characters exactly as written.
 */
import english from './en.js';

export default `${english.replaceAll('{language}', 'Simplified Chinese (简体中文)')}

The transcript is Chinese: words are not separated by spaces, and the recogniser may write traditional characters or a homophone for what the student said, so copy quotes character for character as the transcript writes them, without converting or correcting them. Write "name", "pros" and "recommendations" in polite, plain Simplified Chinese with standard nursing terms, as a Chinese nursing teacher would (请使用礼貌、易懂的简体中文和规范的护理术语，像护理老师给学生反馈意见一样).`;
