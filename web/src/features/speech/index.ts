export { SpeechRecognitionSection } from './components/SpeechRecognitionSection';
export { ScoringNotice } from './components/ScoringNotice';
export { SpokenLanguageNote } from './components/SpokenLanguageNote';
export { useScoringModes } from './hooks/useScoringModes';
