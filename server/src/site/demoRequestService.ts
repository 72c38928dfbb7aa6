import { isLanguage, type DemoRequest, type DemoRequestView } from '@nurselab/core';
import type { DemoRequestRow } from '../db/schema/index.js';
import { ApiError, notFound } from '../http/errors.js';
import type { DemoRequestRepository } from './demoRequestRepository.js';

/** How many requests one address may send per hour; more are refused with demo.tooMany. */
export const DEMO_REQUESTS_PER_HOUR = 5;
const ADMIN_LIST_LIMIT = 500;

export class DemoRequestService {
  constructor(
    private readonly repository: DemoRequestRepository,
    private readonly perHour = DEMO_REQUESTS_PER_HOUR,
  ) {}

  /** Stores a request unless this address already sent its hourly share (counted in the database, so every server process agrees). */
  submit(request: DemoRequest, clientAddress: string): Promise<DemoRequestView> {
    return this.repository.withClientLock(clientAddress, async (repository) => {
      const recent = await repository.countSince(clientAddress, new Date(Date.now() - 3_600_000));
      if (recent >= this.perHour) throw new ApiError(429, 'demo.tooMany');
      return toView(await repository.insert(request, clientAddress));
    });
  }

  async list(): Promise<DemoRequestView[]> {
    return (await this.repository.list(ADMIN_LIST_LIMIT)).map(toView);
  }

  async setHandled(id: string, handled: boolean): Promise<DemoRequestView> {
    const row = await this.repository.setHandled(id, handled);
    if (!row) throw notFound();
    return toView(row);
  }
}

function toView(row: DemoRequestRow): DemoRequestView {
  return {
    id: row.id,
    name: row.name,
    institution: row.institution,
    email: row.email,
    phone: row.phone ?? undefined,
    students: row.students,
    language: isLanguage(row.language) ? row.language : 'en',
    message: row.message ?? undefined,
    createdAt: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
  };
}
