import { MAX_RECORDING_SECONDS } from '@nurselab/core';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes.js';
import { AgreementRepository } from './agreement/repository.js';
import { agreementRoutes } from './agreement/routes.js';
import { AgreementService } from './agreement/service.js';
import { authoringRoutes } from './authoring/routes.js';
import { AuthoringRepository } from './authoring/repository.js';
import { AuthoringService } from './authoring/service.js';
import { AuthoringMediaService } from './authoring/mediaService.js';
import { LabCovers } from './authoring/covers.js';
import { repeatEvery } from './jobs/repeat.js';
import { RegradeRepository } from './authoring/regradeRepository.js';
import { RegradeService } from './authoring/regradeService.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { CatalogueService } from './catalogue/service.js';
import { AccountRepository } from './accounts/repository.js';
import { AccountService } from './accounts/service.js';
import { PasswordResetRepository } from './accounts/resetRepository.js';
import { passwordResetRoutes } from './accounts/resetRoutes.js';
import { PasswordResetService } from './accounts/resets.js';
import { DataExportRepository } from './dataExport/repository.js';
import { dataExportRoutes } from './dataExport/routes.js';
import { DataExportService } from './dataExport/service.js';
import { ConsentRepository } from './privacy/repository.js';
import { privacyRoutes } from './privacy/routes.js';
import { ConsentService } from './privacy/service.js';
import { DataControllerRepository } from './privacy/controllerRepository.js';
import { DataControllerService } from './privacy/controllerService.js';
import { PersonalDataRepository } from './personalData/repository.js';
import { personalDataRoutes } from './personalData/routes.js';
import { PersonalDataService } from './personalData/service.js';
import { RetentionLogService } from './retention/logService.js';
import { RetentionRepository } from './retention/repository.js';
import { retentionRoutes } from './retention/routes.js';
import { RetentionService } from './retention/service.js';
import { SigninThrottle } from './accounts/signinThrottle.js';
import { SigninFailureRepository } from './accounts/signinFailureRepository.js';
import { RegisterCodeGuard } from './accounts/registerCodeGuard.js';
import { RegisterCodeFailureRepository } from './accounts/registerCodeFailureRepository.js';
import { ApprovalRepository } from './approvals/repository.js';
import { approvalRoutes } from './approvals/routes.js';
import { ApprovalService } from './approvals/service.js';
import { AuditRepository } from './audit/repository.js';
import { auditRoutes } from './audit/routes.js';
import { AuditService } from './audit/service.js';
import { StudentIdConflictRepository } from './studentIds/repository.js';
import { studentIdConflictRoutes } from './studentIds/routes.js';
import { StudentIdConflictService } from './studentIds/service.js';
import { postgresRateLimitStore } from './http/rateLimitStore.js';
import { RateLimitRepository } from './http/rateLimitRepository.js';
import { createMetrics, listenMetrics, registerMetrics } from './http/metrics.js';
import { registerNoStore } from './http/noStore.js';
import { registerInputHygiene } from './http/inputHygiene.js';
import { createGuards } from './auth/guards.js';
import { AuthRepository } from './auth/repository.js';
import { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/errorHandler.js';
import { CommentRepository } from './comments/repository.js';
import { commentRoutes } from './comments/routes.js';
import { CommentService } from './comments/service.js';
import { createNotifications, type NotificationService } from './notifications/index.js';
import { notificationRoutes } from './notifications/routes.js';
import { professorRoutes } from './professor/routes.js';
import { ReviewService } from './professor/review.js';
import { DueDateRepository } from './dueDates/repository.js';
import { DueDateService } from './dueDates/service.js';
import { ProfessorService } from './professor/service.js';
import { ProfessorRepository } from './professor/repository.js';
import { StaffScope } from './professor/staffScope.js';
import { DemoRequestRepository } from './site/demoRequestRepository.js';
import { DemoRequestService } from './site/demoRequestService.js';
import { LibraryService } from './site/libraryService.js';
import { siteRoutes } from './site/routes.js';
import { registerSpa } from './site/spa.js';
import { adminRoutes } from './universities/adminRoutes.js';
import { speechRoutes } from './evaluation/speech/routes.js';
import { describeSpeech } from './evaluation/speech/status.js';
import { currentTranscribers, transcribersFor } from './evaluation/transcriberSettings.js';
import { ModelDownloadService } from './evaluation/models/downloadService.js';
import { judgeRoutes } from './evaluation/judges/routes.js';
import { JudgeSettingsService } from './evaluation/judges/service.js';
import { modelRoutes } from './evaluation/models/routes.js';
import { UniversityService } from './universities/service.js';
import { UniversityRepository } from './universities/repository.js';
import { JobQueue } from './jobs/queue.js';
import { createLti } from './lti/index.js';
import { createStorage, type MediaStorage } from './storage/index.js';
import { allSubmissionRoutes, SubmissionEvents, SubmissionRepository, SubmissionService, UrlSigner } from './submissions/index.js';
import { createUploads, type Uploads } from './uploads/index.js';
import { PieceCache } from './evaluation/transcribers/pieceCache.js';
import { LiveTranscription } from './evaluation/liveTranscription.js';
import { startPieceSweep } from './evaluation/transcribers/pieceSweep.js';

export interface AppServices {
  tokens: TokenService;
  accounts: AccountService;
  universities: UniversityService;
  catalogue: CatalogueService;
  storage: MediaStorage;
  uploads: Uploads;
  jobs: JobQueue;
  events: SubmissionEvents;
  submissions: SubmissionService;
  /** Speech models an administrator downloads from the admin page. */
  models: ModelDownloadService;
  notifications: NotificationService;
  /** Deletes recordings past their university's retention setting (main.ts runs it every hour). */
  retention: RetentionService;
}

/** The whole product as one Fastify instance: API under /api, the web app everywhere else. */
export async function buildApp(config: Config, database: Database, options: { logger?: boolean } = {}) {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // A hop count trusts that many proxies in front of us (Fastify itself treats a number as "none").
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNoStore(app as unknown as FastifyInstance);
  registerInputHygiene(app as unknown as FastifyInstance);
  const lti = await createLti(database.db, config);

  await app.register(fastifyHelmet, {
    // frame-ancestors below says who may frame us (LMSs registered for LTI); X-Frame-Options cannot list them.
    frameguard: false,
    contentSecurityPolicy: {
      directives: {
        frameAncestors: [() => lti.frameOrigins.directive()],
        // Deep linking posts its answer to the LMS.
        formAction: [() => lti.frameOrigins.directive()],
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Browsers without frame-ancestors still honour X-Frame-Options; it can name no LMS, so it is
  // sent only while none is registered.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lti.frameOrigins.onlySelf() && !reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
  await registerCompression(app);
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(new RateLimitRepository(database.db)) });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'NurseLab API', version: '1' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const auth = new AuthRepository(db);
  const guards = createGuards(auth, tokens);
  const throttle = new SigninThrottle(new SigninFailureRepository(db), config.signinMaxFailures, config.signinLockMinutes * 60_000);
  const catalogue = new CatalogueService(db);
  const storage = createStorage(config);
  // eslint-disable-next-line prefer-const -- set once the upload store it reads exists
  let liveTranscription: LiveTranscription | undefined;
  const uploads = createUploads({
    onReceived: (id) => liveTranscription?.received(id),
    onAbandoned: (id) => liveTranscription?.abandoned(id),
    dataDir: config.dataDir,
    expiryHours: config.uploadExpiryHours,
    database,
    quota: config.uploadQuota,
    storage: config.storage,
    media: storage,
    log: app.log,
  });
  liveTranscription = new LiveTranscription(config, db, uploads.store, app.log);
  const jobs = new JobQueue(database, app.log, config.jobTiming);
  const events = await SubmissionEvents.forDatabase(database, app.log, { listen: true });
  const repository = new SubmissionRepository(db);
  const consents = new ConsentService(new ConsentRepository(db));
  // The evaluation reuses the audio the finalise decoded when it runs here (else the piece sweep deletes it).
  const keptAudio = new PieceCache(config.transcription.pieceCacheDir);
  const keptAudioOf = config.workersInProcess ? (uploadId: string) => keptAudio.audioOf(uploadId) : undefined;
  const submissions = new SubmissionService(
    { repository, catalogue, uploads: uploads.store, storage, jobs, events, log: app.log, consents, keptAudioOf },
    new UrlSigner(config.jwtSecret),
    config.evaluationWorkers.total,
  );
  const notifications = createNotifications({ db, catalogue, events, log: app.log, config });
  const approvals = new ApprovalService(new ApprovalRepository(db), notifications.service);
  const audit = new AuditRepository(db);
  const services: AppServices = {
    tokens,
    accounts: new AccountService(
      new AccountRepository(db),
      auth,
      tokens,
      throttle,
      new RegisterCodeGuard(new RegisterCodeFailureRepository(db), config.registerCodeGuard.freeFailures, config.registerCodeGuard.maxDelayMs, async (scope, failures) => {
        app.log.warn({ scope, failures }, 'many wrong register codes: sign-up with a code is slowed down');
        await notifications.service.notifyAdmins({ kind: 'registerCodeSweep', submissionId: null });
      }),
      (studentId, universityId) => approvals.studentWaiting(studentId, universityId),
    ),
    universities: new UniversityService(new UniversityRepository(db), repository.professor, (ids) => ids.forEach((id) => events.publish(id))),
    catalogue,
    storage,
    uploads,
    jobs,
    events,
    submissions,
    models: new ModelDownloadService({ config, db, log: app.log }),
    notifications: notifications.service,
    retention: new RetentionService(new RetentionRepository(db), storage, app.log),
  };
  const stopUploadCleanup = uploads.startCleanup(app.log);
  const stopPieceSweep = startPieceSweep(config, app.log);
  app.addHook('onClose', async () => {
    stopUploadCleanup();
    stopPieceSweep();
    await uploads.close();
    await jobs.stop();
    await notifications.close();
    await events.close();
  });

  const metrics = createMetrics();
  registerMetrics(app as unknown as FastifyInstance, metrics, database, { token: config.metrics.token });
  const metricsPort = config.metrics.port;
  let metricsServer: Server | undefined;
  if (metricsPort !== undefined) {
    app.addHook('onReady', async () => {
      metricsServer = await listenMetrics(metrics, metricsPort, config.host, { token: config.metrics.token });
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
    });
  }
  jobs.onJobDone = (job, seconds, ok) => {
    metrics.jobSeconds.observe({ job, outcome: ok ? 'ok' : 'failed' }, seconds);
    if (!ok) metrics.jobFailures.inc({ job });
  };
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    const healthy = await database.ping();
    // ?details: the facts an operator checks first, speech recognition per language among them.
    const details = request.query && typeof request.query === 'object' && 'details' in request.query ? { speech: describeSpeech(await currentTranscribers(config, db)) } : {};
    return healthy ? { status: 'ok', ...details } : reply.status(503).send({ status: 'database unreachable', ...details });
  });
  await app.register(
    speechRoutes(transcribersFor(config), guards, () => currentTranscribers(config, db), () => services.submissions.estimates.forNewAnswer(MAX_RECORDING_SECONDS)),
  );
  const { models } = services;
  app.addHook('onReady', async () => void models.resumeIfAbandoned().catch((error: unknown) => app.log.error({ err: error }, 'could not resume the speech model download')));
  app.addHook('onClose', () => models.close());
  await app.register(modelRoutes(models, guards));
  await app.register(judgeRoutes(new JudgeSettingsService({ config, db }), guards));
  await app.register(accountRoutes(services.accounts, guards, config.rateLimitPerMinute));
  const resets = new PasswordResetService(new PasswordResetRepository(db), services.accounts, app.log, notifications.mailer, config.site.productName);
  await app.register(passwordResetRoutes(resets, guards, config.rateLimitPerMinute));
  await app.register(privacyRoutes(consents, new DataControllerService(new DataControllerRepository(db)), guards));
  await app.register(personalDataRoutes(new PersonalDataService(new PersonalDataRepository(db), storage, app.log), guards));
  await app.register(retentionRoutes(new RetentionLogService(new RetentionRepository(db)), guards));
  await app.register(dataExportRoutes(new DataExportService(new DataExportRepository(db), storage, config.site.productName, app.log), guards));
  await app.register(adminRoutes(services.universities, guards));
  await app.register(auditRoutes(new AuditService(audit), guards));
  await app.register(studentIdConflictRoutes(new StudentIdConflictService(new StudentIdConflictRepository(db)), guards));
  await app.register(approvalRoutes(approvals, guards));
  const professors = new ProfessorRepository(db);
  const scope = new StaffScope(professors);
  const reviews = new ReviewService(repository, scope, catalogue, submissions.signer, events, notifications.service);
  const dueDates = new DueDateService(new DueDateRepository(db));
  const professorService = new ProfessorService({ repository, professors, scope, catalogue, signer: submissions.signer, dueDates });
  await app.register(professorRoutes({ service: professorService, reviews }, guards));
  await app.register(agreementRoutes(new AgreementService(new AgreementRepository(db), catalogue), guards));
  await app.register(catalogueRoutes(services.catalogue, guards));
  const authoringRepository = new AuthoringRepository(db);
  const covers = new LabCovers(authoringRepository, storage, app.log);
  const stopCoverSweep = repeatEvery(6 * 3_600_000, async () => void (await covers.sweepUnnamed()), app.log, 'the sweep of unsaved lab covers failed', 10 * 60_000);
  app.addHook('onClose', async () => stopCoverSweep());
  const authoring = new AuthoringService(authoringRepository, catalogue, covers);
  await app.register(
    authoringRoutes(
      authoring,
      new RegradeService(new RegradeRepository(db), { db, config, catalogue, events, log: app.log, notifications: notifications.service }),
      new AuthoringMediaService(authoring, authoringRepository, covers, { db, config }),
      guards,
    ),
  );
  await app.register(uploads.routes(guards, tokens));
  await app.register(
    allSubmissionRoutes(
      { repository, catalogue, storage, uploads, service: submissions, resultWaitMs: config.legacyResultWaitSeconds * 1000, onPlayed: (play) => audit.recordPlay(play) },
      guards,
    ),
  );
  await app.register(commentRoutes(new CommentService(new CommentRepository(db), submissions, catalogue, notifications.service), guards));
  await app.register(notificationRoutes(notifications.service, events, submissions.signer, guards));
  const library = new LibraryService({ product: config.site.productName, email: config.site.contactEmail });
  await app.register(
    siteRoutes({
      config: config.site,
      library,
      demoRequests: new DemoRequestService(new DemoRequestRepository(db)),
      guards,
      perMinute: config.rateLimitPerMinute,
    }),
  );
  await app.register(lti.routes(guards, { catalogue, sessionFor: (userId) => services.accounts.sessionFor(userId) }));
  app.addHook('onClose', async () => lti.frameOrigins.stop());
  await registerSpa(app, library, config.webDist, config.site, config.publicUrl);

  return Object.assign(app as unknown as FastifyInstance, { services, metricsAddress: () => metricsServer?.address() as AddressInfo | undefined });
}
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
