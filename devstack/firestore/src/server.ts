import * as grpc from '@grpc/grpc-js';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { FirestoreApi } from './api/firestore-api';
import { createGrpcServer } from './grpc/grpc-server';
import { createHttpHandler } from './http/http-handler';
import { Authorizer } from './rules/authorizer';
import { exportSeed, loadSeed } from './seed';
import { databaseName, Databases } from './store/databases';
import {
  DEFAULT_WEBCHANNEL_OPTIONS,
  WebChannelServer,
  type WebChannelOptions,
} from './webchannel/channel-server';

export interface LocalFirestoreOptions {
  host?: string;
  port?: number;
  projectId?: string;
  rulesPath?: string;
  seedPath?: string;
  exportPath?: string;
  log?: (msg: string) => void;
  /** Session limits and timeouts for browser clients (mainly for tests). */
  webChannel?: Partial<WebChannelOptions>;
}

export interface LocalFirestore {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/** HTTP/2 connections open with this preface; gRPC is the only HTTP/2 client we serve. */
const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0');

/**
 * Starts the server on one port: connections that open with the HTTP/2 preface go to gRPC,
 * everything else to the HTTP/1.1 handler (WebChannel, REST, emulator endpoints).
 */
export async function startLocalFirestore(
  options: LocalFirestoreOptions = {},
): Promise<LocalFirestore> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? 'demo-curso-eii';
  const log = options.log ?? (() => undefined);
  const authorizer = Authorizer.fromFile(options.rulesPath);
  const databases = new Databases();
  const store = databases.get(databaseName(projectId));
  if (options.seedPath)
    log(`Loaded ${loadSeed(store, options.seedPath)} documents from ${options.seedPath}`);
  if (!authorizer.enforcing)
    log('No rules file given: browser clients may read and write everything');

  const api = new FirestoreApi(databases, authorizer);
  const channels = new WebChannelServer(
    api,
    { ...DEFAULT_WEBCHANNEL_OPTIONS, ...options.webChannel },
    log,
  );
  const httpServer = createHttpServer(createHttpHandler(api, channels, log));
  const grpcServer = createGrpcServer(api);
  const injector = grpcServer.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  const sockets = new Set<Socket>();

  const tcp = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let head = Buffer.alloc(0);
    const sniff = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const compared = Math.min(head.length, HTTP2_PREFACE.length);
      const isHttp2 = head.subarray(0, compared).equals(HTTP2_PREFACE.subarray(0, compared));
      if (isHttp2 && head.length < HTTP2_PREFACE.length) return;
      socket.off('data', sniff);
      socket.pause();
      socket.unshift(head);
      if (isHttp2) injector.injectConnection(socket);
      else {
        httpServer.emit('connection', socket);
        socket.resume();
      }
    };
    socket.on('data', sniff);
  });

  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(options.port ?? 8080, host, () => resolve());
  });
  const address = tcp.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (options.exportPath)
        log(`Exported ${exportSeed(store, options.exportPath)} documents to ${options.exportPath}`);
      channels.close();
      injector.destroy();
      grpcServer.forceShutdown();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    })());
  return { host, port, stop };
}
