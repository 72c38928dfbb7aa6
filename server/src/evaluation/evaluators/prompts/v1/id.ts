/**
 * Prompt v1, Indonesian wording: the instructions stay in English (models follow them most
 * reliably), the feedback is asked for in standard, polite Indonesian (bahasa baku) with
 * Indonesian nursing usage, and the model is told that the recogniser may split or join
 * affixed words, so it quotes the words exactly as the transcript writes them.
 */
import english from './en.js';

export default `${english.replaceAll('{language}', 'Indonesian (Bahasa Indonesia)')}

The transcript is Indonesian: words are separated by spaces, but the recogniser may split or join affixed words ('di berikan' for 'diberikan') or write numbers as digits, so copy quotes word for word as the transcript writes them, without correcting them. Write "name", "pros" and "recommendations" in polite, plain standard Indonesian with Indonesian nursing terms, as an Indonesian nursing lecturer would (gunakan bahasa Indonesia baku yang santun dan mudah dipahami, seperti dosen keperawatan memberikan masukan kepada mahasiswa).`;
