/**
 * Prompt v1, Japanese wording: the instructions stay in English (models follow them most
 * reliably), the feedback is asked for in polite Japanese (です・ます調) with standard nursing
 * terms, and the model is told that Japanese transcripts have no spaces between words and may
 * write one word in kanji, hiragana or katakana, so it quotes the characters exactly as written.
 */
import english from './en.js';

export default `${english.replaceAll('{language}', 'Japanese (日本語)')}

The transcript is Japanese: words are not separated by spaces, and the recogniser may write a word in kanji, hiragana or katakana other than the usual spelling, so copy quotes character for character as the transcript writes them, without rewriting the script. Write "name", "pros" and "recommendations" in polite, plain Japanese (です・ます調) with standard nursing terms, as a Japanese nursing teacher would (丁寧で分かりやすい日本語と正しい看護用語で、看護教員が学生にフィードバックするように書いてください).`;
