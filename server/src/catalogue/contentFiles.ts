import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { labFileSchema, type LabFile } from '@nurselab/core';
import { CONTENT_ROOT } from '../paths.js';

export const CONTENT_DIR = CONTENT_ROOT + path.sep;
export const LABS_DIR = path.join(CONTENT_DIR, 'labs');
export const MEDIA_DIR = path.join(CONTENT_DIR, 'media');

export interface ContentProblem {
  file: string;
  message: string;
}

/** Reads content/labs/<subject>/<NN>.yaml, validating each file against the lab schema. */
export async function loadLabFiles(dir = LABS_DIR): Promise<{ labs: LabFile[]; problems: ContentProblem[] }> {
  const labs: LabFile[] = [];
  const problems: ContentProblem[] = [];
  for (const subjectDir of (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    const files = (await readdir(path.join(dir, subjectDir.name))).filter((f) => f.endsWith('.yaml')).sort();
    for (const name of files) {
      const file = `${subjectDir.name}/${name}`;
      let raw: unknown;
      try {
        raw = parse(await readFile(path.join(dir, file), 'utf8'));
      } catch (err) {
        problems.push({ file, message: `not valid YAML: ${(err as Error).message}` });
        continue;
      }
      const result = labFileSchema.safeParse(raw);
      if (!result.success) {
        for (const issue of result.error.issues) problems.push({ file, message: `${issue.path.join('.')}: ${issue.message}` });
        continue;
      }
      const lab = result.data;
      const expected = `${String(lab.labNumber).padStart(2, '0')}.yaml`;
      if (lab.subject !== subjectDir.name || name !== expected) {
        problems.push({ file, message: `must be stored as ${lab.subject}/${expected}` });
        continue;
      }
      labs.push(lab);
    }
  }
  return { labs, problems };
}
