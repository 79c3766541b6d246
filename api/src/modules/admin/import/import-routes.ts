import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { requestLanguage } from '../../../http/language';
import { fileLimits, readUploadedFile, uploadedFilePart } from '../../../plugins/external/multipart';
import { exportProductsCsv, productCsvTemplate } from './export-csv';
import { saveUpload } from './import-file';
import { findCurrentImportJob, findImportJob } from './import-job-repository';
import { createCheckedJob, failStalledJobs, forgetExpiredFiles, startJob } from './import-jobs';
import { toImportJob } from './job-view';

/** A 50 000-row dry run takes seconds to tens of seconds; the socket must not be closed as idle meanwhile. */
const DRY_RUN_SOCKET_TIMEOUT_MS = 5 * 60_000;

/** A download's headers: an attachment, never cached (it holds the catalogue as it is now). */
const csvAttachment = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'private, no-store',
});

/**
 * The admin panel's CSV calls (`/api/admin/…`, permission `catalog.import`): the dry run of an upload, the background
 * job and its progress, the export of the filtered products and the template (admin-import/ holds the work).
 */
const adminImportRoutes: FastifyPluginAsync = async (app) => {
  const running = new Set<Promise<void>>();
  let stopping = false;
  // A job in progress stops between two batches and is marked interrupted; the close waits for that.
  app.addHook('onClose', async () => {
    stopping = true;
    await Promise.allSettled([...running]);
  });
  // A job the previous run of this server left behind is failed as soon as its heartbeat is old enough; uploads
  // nobody will import are deleted. Not awaited: a database still unreachable must not delay the start.
  app.addHook('onReady', async () => {
    Promise.all([failStalledJobs(app), forgetExpiredFiles(app)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'CSV import: start-up sweep failed'),
    );
  });

  routeEndpoint(app, endpoints.checkProductImport, async (request) => {
    if (!request.isMultipart()) throw new HttpError('IMPORT_FILE_REQUIRED');
    // The dry run of a large file reads it whole before answering: more than the idle limit of a socket.
    // (An injected request, in tests, has no real socket.)
    request.raw.socket?.setTimeout?.(DRY_RUN_SOCKET_TIMEOUT_MS);
    const file = await uploadedFilePart(request);
    if (!file) throw new HttpError('IMPORT_FILE_REQUIRED');
    const fileId = await readUploadedFile(file, (stream) => saveUpload(app.db, stream, fileLimits(request).fileSize));
    const job = await createCheckedJob(app, request, fileId, file.filename || 'proizvodi.csv');
    return toImportJob(job, requestLanguage(request));
  });

  routeEndpoint(app, endpoints.startProductImport, async (request) => {
    const job = await startJob(app, request, request.params.id, { running, stopping: () => stopping });
    return toImportJob(job, requestLanguage(request));
  });

  routeEndpoint(app, endpoints.getCurrentImportJob, async (request) => {
    await failStalledJobs(app);
    const job = await findCurrentImportJob(app.db);
    return { job: job ? toImportJob(job, requestLanguage(request)) : null };
  });

  routeEndpoint(app, endpoints.getImportJob, async (request) => {
    await failStalledJobs(app);
    const job = await findImportJob(app.db, request.params.id);
    if (!job) throw new HttpError('IMPORT_JOB_NOT_FOUND');
    return toImportJob(job, requestLanguage(request));
  });

  routeEndpoint(app, endpoints.exportProducts, async (request, reply) => {
    const csv = await exportProductsCsv(app.db, request.query);
    const date = new Date().toISOString().slice(0, 10);
    return reply.headers(csvAttachment(`proizvodi-${date}.csv`)).send(csv);
  });

  routeEndpoint(app, endpoints.getProductImportTemplate, async (_request, reply) => {
    return reply.headers(csvAttachment('proizvodi-predlozak.csv')).send(await productCsvTemplate(app.db));
  });
};

export default adminImportRoutes;
