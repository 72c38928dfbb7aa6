import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import config from '../playwright.config';
import { expectNoSeriousAxeViolations, fakeMediaArgs, signIn, type MediaProbe } from './support/student';

/**
 * The answer flow of ISSUE 4 in a real Chromium with a fake camera and microphone: the
 * microphone plays e2e/fixtures/answer-en.wav (an English answer to maternal and child lab 1,
 * spoken by espeak-ng), the camera is Chromium's test pattern.
 */
const FAKE_AUDIO = fileURLToPath(new URL('./fixtures/answer-en.wav', import.meta.url));
const baseArgs = config.use?.launchOptions?.args ?? [];

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: fakeMediaArgs(baseArgs, FAKE_AUDIO),
  },
});

test('a student records an answer, watches it upload and reach the evaluation, and finds it in the history', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'mc_student2');

  // Lab 1 in English (the fixture answer's language); the interface stays Thai.
  await page.goto('/student/labs/maternalchild/1?lang=en');
  const answer = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await expect(answer.getByText('เหลือโอกาสทำ 3 ครั้ง')).toBeVisible();
  await expect(answer.getByRole('radio', { name: 'ตอบเป็นวิดีโอ (กล้องและไมโครโฟน)' })).toBeChecked();
  await expect(answer.getByRole('button', { name: 'อัปโหลดวิดีโอ' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page, '#answer');

  // Ready: the camera and microphone open, the preview plays (muted).
  await answer.getByRole('button', { name: 'พร้อม' }).click();
  const start = answer.getByRole('button', { name: 'เริ่มอัด' });
  await expect(start).toBeFocused();
  await expect(answer.getByText('กล้องและไมโครโฟนพร้อมแล้ว กด “เริ่มอัด” เพื่อเริ่ม')).toBeAttached();
  const preview = answer.getByLabel('ภาพจากกล้อง (มีเพียงคุณที่เห็น)');
  await expect.poll(() => preview.evaluate((v) => {
    const video = v as unknown as MediaProbe;
    return video.muted && video.videoWidth > 0 && !!video.srcObject;
  })).toBe(true);
  await expect(answer.getByRole('timer', { name: 'เวลาที่เหลือ' })).toContainText('3:00');

  // Record a few seconds by keyboard, then stop.
  await page.keyboard.press('Enter');
  const stop = answer.getByRole('button', { name: 'หยุดอัด' });
  await expect(stop).toBeFocused();
  await expect(answer.getByRole('timer')).toContainText('2:5', { timeout: 12_000 });
  await page.waitForTimeout(2_000);
  await stop.click();

  const submit = answer.getByRole('button', { name: 'ส่งคำตอบ' });
  await expect(submit).toBeEnabled();
  await expect(submit).toBeFocused();
  const playback = answer.getByLabel('คำตอบที่คุณอัดไว้');
  await expect(playback).toBeVisible();
  await expect.poll(() => playback.evaluate((v) => (v as unknown as MediaProbe).readyState)).toBeGreaterThanOrEqual(1);

  // A slow uplink, so the progress can be watched: two decimals, controls disabled meanwhile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 16 * 1024 });
  await submit.click();
  const progress = answer.getByRole('progressbar', { name: 'ความคืบหน้าการอัปโหลด' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', /^\d{1,3}\.\d{2}%$/);
  await expect(answer.getByText(/^กำลังอัปโหลด\.\.\. \d{1,3}\.\d{2}%$/)).toBeVisible();
  await expect(answer.getByText('เมื่ออัปโหลดเสร็จ หน้านี้จะแสดงเวลาที่คาดว่าจะใช้ในการประเมินบนเซิร์ฟเวอร์นี้')).toBeVisible();
  // The stages as a step list: uploading is the current one (issue 27 part 3).
  const steps = answer.getByRole('list', { name: 'ขั้นตอนการประเมิน' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('กำลังอัปโหลด');
  await expect(answer.getByRole('button', { name: 'ส่งคำตอบ' })).toBeDisabled();
  await expect(answer.getByRole('button', { name: 'อัดใหม่' })).toBeDisabled();
  await expect.poll(() => progress.getAttribute('aria-valuenow').then(Number), { timeout: 20_000 }).toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // Then the live evaluation (queued, transcribing, grading) or already the result; one attempt used.
  await expect(answer.getByText(/^(กำลังประเมินคำตอบของคุณ|แล็บ 1)$/)).toBeVisible({ timeout: 30_000 });
  await expect(answer.getByText('เหลือโอกาสทำ 2 ครั้ง')).toBeVisible();

  // Nothing is lost on reload: the lab shows 2 attempts left and the same submission.
  await page.reload();
  const after = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await expect(after.getByText('เหลือโอกาสทำ 2 ครั้ง')).toBeVisible();
  await expect(page.getByRole('main').getByText('เหลือโอกาสทำ 3 ครั้ง')).toHaveCount(0);
  await expect(after.getByText(/^(กำลังประเมินคำตอบของคุณ|แล็บ 1)$/)).toBeVisible();

  await expectNoSeriousAxeViolations(page, '#answer');

  // History, through one of SPEC.md's old addresses: the attempt and its player.
  await page.goto('/student/lab/maternalandchild/1/history');
  await expect(page).toHaveURL(/\/student\/labs\/maternalchild\/1\/history$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ประวัติการทำแล็บ 1');
  const select = page.getByLabel('เลือกครั้งที่ทำ');
  await expect(select.locator('option')).toHaveText(['ครั้งที่ 1']);
  await expect(page.getByRole('heading', { name: 'ครั้งที่ 1' })).toBeVisible();
  await expect(page.getByText(/^(รอคิวประเมิน|กำลังถอดความ|กำลังให้คะแนน|ผ่าน|ลองใหม่อีกครั้ง|รออาจารย์ให้คะแนน|ประเมินไม่สำเร็จ)$/).first()).toBeVisible();
  const player = page.getByLabel('เล่นไฟล์คำตอบ ครั้งที่ 1');
  await expect(player).toBeVisible();
  expect(await player.evaluate((el) => el.tagName)).toBe('VIDEO');
  const src = await player.getAttribute('src');
  expect(src).toBeTruthy();
  const media = await page.request.get(src!, { headers: { range: 'bytes=0-1023' } });
  expect([200, 206]).toContain(media.status());
  await expect.poll(() => player.evaluate((v) => (v as unknown as MediaProbe).readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await expectNoSeriousAxeViolations(page);

  // The lab list agrees: 2 attempts left on lab 1, and its history link.
  await page.goto('/student/postpartum');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /แล็บ 1\b/ }) }).first();
  await expect(card).toContainText('เหลือโอกาสทำ 2 ครั้ง');
});

test('a chosen file is checked in the browser before any upload', async ({ page }) => {
  await signIn(page, 'mc_student3');
  await page.goto('/student/labs/maternalchild/2');
  const answer = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await expect(answer.getByRole('button', { name: 'อัปโหลดวิดีโอ' })).toBeEnabled();
  await answer.getByTestId('answer-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a recording') });
  await expect(answer.getByRole('alert')).toContainText('ไฟล์นี้ไม่ใช่ไฟล์เสียงหรือวิดีโอ');
  await expect(answer.getByRole('button', { name: 'ส่งคำตอบ' })).toHaveCount(0);
  await expect(answer.getByText('เหลือโอกาสทำ 3 ครั้ง')).toBeVisible();
});

test('an audio answer, a retake, then a chosen file whose upload a reload interrupted resumes where it stopped', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'sur_student2', /\/surgical\/dashboard$/);
  await page.goto('/student/labs/surgical/1');
  const answer = page.getByRole('region', { name: 'คำตอบของคุณ' });

  // An audio-only recording, then Retake: the clip is discarded and the timer reset.
  await answer.getByRole('radio', { name: 'ตอบเป็นเสียงอย่างเดียว (ไมโครโฟน)' }).check();
  await answer.getByRole('button', { name: 'พร้อม' }).click();
  await expect(answer.getByText('ไมโครโฟนของคุณเปิดอยู่')).toBeVisible();
  await answer.getByRole('button', { name: 'เริ่มอัด' }).click();
  await expect(answer.getByRole('timer')).toContainText('2:57', { timeout: 12_000 });
  await answer.getByRole('button', { name: 'หยุดอัด' }).click();
  await expect(answer.getByLabel('คำตอบที่คุณอัดไว้')).toHaveJSProperty('tagName', 'AUDIO');
  await expect(answer.getByRole('button', { name: 'อัปโหลดวิดีโอ' })).toHaveCount(0);
  await answer.getByRole('button', { name: 'อัดใหม่' }).click();
  await expect(answer.getByRole('button', { name: 'เริ่มอัด' })).toBeFocused();
  await expect(answer.getByRole('timer')).toContainText('3:00');
  await expect(answer.getByLabel('คำตอบที่คุณอัดไว้')).toHaveCount(0);

  // Instead, a 45-second WAV file (1.4 MB).
  await answer.getByTestId('answer-file').setInputFiles({ name: 'answer-long.wav', mimeType: 'audio/wav', buffer: longWav(3) });
  await expect(answer.getByText(/^ไฟล์ที่เลือก: answer-long\.wav \(1\.4 MB\)$/)).toBeVisible();
  await expect(answer.getByText('ไมโครโฟนของคุณเปิดอยู่')).toHaveCount(0);

  // The file goes as one streaming request; the connection breaks after its first MiB: the
  // server keeps what arrived, the browser never hears back, and the page is reloaded.
  let firstMiBStored = false;
  await page.route('**/api/v1/uploads/*', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    if (Number(request.headers()['upload-offset']) === 0 && !firstMiBStored) {
      const part = request.postDataBuffer()!.subarray(0, 1_048_576);
      await route.fetch({ postData: part, headers: { ...request.headers(), 'content-length': String(part.length) } });
      firstMiBStored = true;
    }
    // no answer: stalled
  });
  await answer.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect.poll(() => firstMiBStored, { timeout: 30_000 }).toBe(true);
  await page.reload();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/v1/uploads/')) offsets.push(Number(request.headers()['upload-offset']));
  });
  const resumed = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await expect(resumed.getByRole('heading', { name: 'มีการอัปโหลดที่ยังไม่เสร็จ' })).toBeVisible();
  await expect(resumed.getByText(/answer-long\.wav/)).toBeVisible();
  await expect(resumed.getByText('เหลือโอกาสทำ 3 ครั้ง')).toBeVisible();
  await resumed.getByRole('button', { name: 'อัปโหลดต่อจากที่ค้างไว้' }).click();
  await expect(
    resumed.getByRole('heading', { name: 'กำลังประเมินคำตอบของคุณ' }).or(resumed.getByText('อาจารย์จะเป็นผู้ให้คะแนนคำตอบของคุณ')),
  ).toBeVisible({ timeout: 30_000 });
  await expect(resumed.getByText('เหลือโอกาสทำ 2 ครั้ง')).toBeVisible();
  expect(offsets).toEqual([1_048_576]);

  // The attempt is there, once, with an audio player; SPEC.md's surgical history address leads to it.
  await page.goto('/surgical/1/history');
  await expect(page).toHaveURL(/\/student\/labs\/surgical\/1\/history$/);
  await expect(page.getByLabel('เลือกครั้งที่ทำ').locator('option')).toHaveText(['ครั้งที่ 1']);
  const player = page.getByLabel('เล่นไฟล์คำตอบ ครั้งที่ 1');
  await expect(player).toHaveJSProperty('tagName', 'AUDIO');
  await expect.poll(() => player.evaluate((v) => (v as unknown as MediaProbe).readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
});

/** The fixture WAV's speech repeated `times` times, as one WAV file. */
function longWav(times: number): Buffer {
  const wav = readFileSync(FAKE_AUDIO);
  const dataAt = wav.indexOf('data') + 8;
  const pcm = Buffer.concat(Array.from({ length: times }, () => wav.subarray(dataAt)));
  const header = Buffer.from(wav.subarray(0, dataAt));
  header.writeUInt32LE(36 + pcm.length, 4);
  header.writeUInt32LE(pcm.length, dataAt - 4);
  return Buffer.concat([header, pcm]);
}

test('a submission whose answer was lost on the way back is found again after a reload', async ({ page }) => {
  await signIn(page, 'ob_student2', /\/ob\/dashboard$/);
  await page.goto('/student/labs/ob/1');
  const answer = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await answer.getByTestId('answer-file').setInputFiles(FAKE_AUDIO);
  await expect(answer.getByText(/^ไฟล์ที่เลือก: answer-en\.wav/)).toBeVisible();

  // The server creates the submission, but its answer never reaches the page.
  await page.route('**/api/v1/submissions', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await answer.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(answer.getByRole('alert')).toHaveText(/เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.reload();
  const after = page.getByRole('region', { name: 'คำตอบของคุณ' });
  // The Thai answer goes to the professor (no Thai recogniser here), possibly before the reload ends.
  await expect(
    after.getByRole('heading', { name: 'กำลังประเมินคำตอบของคุณ' }).or(after.getByText('อาจารย์จะเป็นผู้ให้คะแนนคำตอบของคุณ')),
  ).toBeVisible();
  await expect(after.getByText('เหลือโอกาสทำ 2 ครั้ง')).toBeVisible();
  await expect(after.getByRole('alert')).toHaveCount(0);
  await page.goto('/ob/1/history');
  await expect(page.getByLabel('เลือกครั้งที่ทำ').locator('option')).toHaveText(['ครั้งที่ 1']);
});

test('with no attempts left every control is disabled and SPEC.md says why; the area fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'mc_student3');
  // The server's lab list says lab 5 has no attempts left.
  await page.route('**/api/v1/student/labs', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { labs: { labNumber: number; attemptsLeft: number }[] };
    for (const lab of body.labs) if (lab.labNumber === 5) lab.attemptsLeft = 0;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/student/labs/maternalchild/5');
  const answer = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await expect(answer.getByText('หมดโอกาสทำแล้ว')).toBeVisible();
  await expect(answer.getByText('คุณใช้โอกาสทำแล็บนี้ครบทุกครั้งแล้ว')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'พร้อม' })).toBeDisabled();
  await expect(answer.getByRole('button', { name: 'อัปโหลดวิดีโอ' })).toBeDisabled();
  await expect(answer.getByRole('radio', { name: 'ตอบเป็นวิดีโอ (กล้องและไมโครโฟน)' })).toBeDisabled();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, '#answer');
});

test('a refused camera, or a browser that cannot record, falls back to the file picker', async ({ page }) => {
  await signIn(page, 'mc_student3');
  // (Scripts as text: the e2e project has no DOM types.)
  await page.addInitScript(`
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
      value: () => Promise.reject(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' })),
    });
  `);
  await page.goto('/student/labs/maternalchild/6');
  const answer = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await answer.getByRole('button', { name: 'พร้อม' }).click();
  await expect(answer.getByRole('alert')).toContainText('เกิดข้อผิดพลาดในการเข้าถึงกล้อง: ไม่ได้รับอนุญาตให้ใช้กล้องหรือไมโครโฟน');
  await expect(answer.getByRole('button', { name: 'พร้อม' })).toHaveCount(0);
  await expect(answer.getByRole('button', { name: 'อัปโหลดวิดีโอ' })).toBeEnabled();

  // In English, a browser without MediaRecorder gets SPEC.md's message at once.
  await page.getByRole('combobox', { name: 'ภาษา', exact: true }).selectOption('en');
  // The choice is kept once the English strings have loaded; reloading earlier would be Thai again.
  await expect(page.getByRole('region', { name: 'Your answer' })).toBeVisible();
  await page.addInitScript(`Object.defineProperty(window, 'MediaRecorder', { value: undefined });`);
  await page.reload();
  const en = page.getByRole('region', { name: 'Your answer' });
  await expect(en.getByRole('alert')).toContainText('No supported MIME type found for this browser');
  await expect(en.getByRole('button', { name: 'Upload Video' })).toBeEnabled();
  await expect(en.getByRole('button', { name: 'Ready' })).toHaveCount(0);
});
