import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Real recordings: an English answer to maternal and child lab 1 and a Thai one to lab 2 (espeak-ng). */
export const ANSWER_EN = readFileSync(fileURLToPath(new URL('../fixtures/answer-en.wav', import.meta.url)));
export const ANSWER_TH = readFileSync(fileURLToPath(new URL('../fixtures/answer-th.wav', import.meta.url)));

export interface Account {
  token: string;
  user: { _id: string; username: string; firstName: string; lastName: string; studentId?: string | null };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function apiSignIn(request: APIRequestContext, username: string, password = 'nurselab123'): Promise<Account> {
  const res = await request.post('/api/v1/user/signin', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Account;
}

let signUps = 0;

/** A new student of a university, through SPEC.md's sign-up. */
export async function apiSignUpStudent(request: APIRequestContext, registerCode: string, firstName: string, lastName: string): Promise<Account> {
  // Parallel sign-ups share a millisecond: the counter keeps names and student IDs (the last nine digits) apart.
  const unique = `${Date.now()}${String(++signUps % 10_000).padStart(4, '0')}${Math.floor(Math.random() * 10)}`;
  const res = await request.post('/api/v1/user/signup', {
    data: { username: `e2e_${unique}`, firstName, lastName, password: 'ward-round-42', studentId: unique.slice(-9), registerCode },
  });
  expect(res.status(), await res.text()).toBe(201);
  const account = (await res.json()) as Account;
  // The student agrees to the privacy notice, as the lab page asks before the first recording.
  const { noticeVersion } = (await (await request.get('/api/v1/user/privacy-consent', { headers: { authorization: `Bearer ${account.token}` } })).json()) as { noticeVersion: string };
  const consent = await request.post('/api/v1/user/privacy-consent', { headers: { authorization: `Bearer ${account.token}` }, data: { noticeVersion } });
  expect(consent.status(), await consent.text()).toBe(200);
  return account;
}

/**
 * A student answers through SPEC.md's legacy calls: the recording in chunks of at most 1 MB (as
 * the recorder sends them), then the finalise path (e.g. maternalchild-1-en), which waits for
 * the evaluation. Answers the analysis or 202.
 */
export async function apiSubmitAnswer(request: APIRequestContext, student: Account, finalisePath: string, audio: Buffer) {
  const fileName = `lab_recording_${Date.now()}.wav`;
  const size = 1024 * 1024 - 1024;
  const totalChunks = Math.max(1, Math.ceil(audio.length / size));
  for (let index = 0; index < totalChunks; index++) {
    const buffer = audio.subarray(index * size, (index + 1) * size);
    const chunk = await request.post('/api/v1/lab-deployed/upload-chunk', {
      headers: bearer(student.token),
      multipart: { chunk: { name: fileName, mimeType: 'audio/wav', buffer }, fileName, chunkIndex: String(index), totalChunks: String(totalChunks) },
    });
    expect(chunk.status(), await chunk.text()).toBe(200);
  }
  const res = await request.post(`/api/v1/lab-deployed/${finalisePath}`, { headers: bearer(student.token), data: { fileName, totalChunks }, timeout: 170_000 });
  expect([200, 202], await res.text()).toContain(res.status());
  return res.json();
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

export async function apiSend(request: APIRequestContext, token: string, method: 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  return request.fetch(path, { method, headers: bearer(token), data });
}

/** Sets a local-storage entry before every page of this page's context loads (the e2e project has no DOM types). */
export async function storeBeforeLoad(page: Page, key: string, value: string) {
  await page.addInitScript(([k, v]) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(k, v), [key, value]);
}

/** Signs in through the page in the given interface language and waits for the home page. */
export async function uiSignIn(page: Page, username: string, password: string, language: 'th' | 'en', home: RegExp) {
  await storeBeforeLoad(page, 'nurselab.language', language);
  await page.goto('/signin');
  await page.getByLabel(language === 'en' ? 'Username' : 'ชื่อผู้ใช้').fill(username);
  await page.getByLabel(language === 'en' ? 'Password' : 'รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(home);
}
