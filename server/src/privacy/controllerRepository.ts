import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { universities } from '../db/schema/index.js';

/** The query of a university's data controller (PDPA), as its administrators set it. */
export class DataControllerRepository {
  constructor(private readonly db: Db) {}

  async ofUniversity(universityId: string) {
    const [row] = await this.db
      .select({ universityName: universities.name, name: universities.controllerName, email: universities.controllerEmail })
      .from(universities)
      .where(eq(universities.id, universityId));
    return row;
  }
}
