// Applications (the `subscriptions` table): a person applied to a job, with a status and its history.
import type { Application, ApplicationStatus } from '../../domain/application.js';

export interface SubscriptionsRepository {
  /** NotFoundError (person, or job missing or deleted); ConflictError with details.id when repeated. */
  create(personId: number, jobId: number, timestamp: string): Promise<number>;
  /**
   * Moves one application to a new status: `decide` gets the stored application
   * inside the transaction and returns the new status and note, or throws (an invalid
   * transition → ConflictError) and nothing changes. The change joins the history. The
   * application is named by id, or by person and job (a withdrawal). NotFoundError when there
   * is no such application (or, by person and job, no such person or job).
   */
  changeStatus(
    application: { id: number } | { personId: number; jobId: number },
    decide: (current: Application) => { status: ApplicationStatus; note: string | null },
    timestamp: string,
  ): Promise<Application>;
  count(): Promise<number>;
}
