/** Five sentences of a postpartum haemorrhage answer, spoken with pauses between them by the chunked-recognition tests. */
export const PPH_SENTENCES = [
  'I would check the fundal height and massage the uterus until it is firm.',
  'Then I would measure the blood pressure, the pulse and the blood loss every fifteen minutes.',
  'I would give oxytocin as prescribed and keep the intravenous line open.',
  'If the bleeding does not stop I would call the doctor at once and prepare for transfusion.',
  'Finally I would explain every step to the mother and record what I did in her chart.',
];
