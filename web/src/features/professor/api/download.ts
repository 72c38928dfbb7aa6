import { professorApi, type ProfessorCourse } from '@nurselab/core';
import { saveApiFile } from '../../../lib/saveApiFile';

export const SCORES_FILE_NAME = 'student_scores.csv';

/** SPEC.md's Download Scores: student_scores.csv of the professor's university. */
export const downloadScores = (course: ProfessorCourse) => saveApiFile(professorApi.downloadScores(course), SCORES_FILE_NAME);

/** Every attempt with the points of each rubric item: student_attempts.csv. */
export const downloadAttempts = () => saveApiFile('/api/v1/professor/download-attempts', 'student_attempts.csv');
