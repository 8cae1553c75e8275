import * as grpc from '@grpc/grpc-js';
import type * as protobuf from 'protobufjs';
import { asFirestoreError } from '../api/errors';
import type { FirestoreApi } from '../api/firestore-api';
import { ListenStream } from '../api/listen-stream';
import { WriteStream } from '../api/write-stream';
import { firestoreService } from '../proto/descriptor';
import { decodeToJson, encodeJson } from '../proto/json-codec';
import { identityFromAuthorization, type Identity } from '../rules/auth';

/* eslint-disable @typescript-eslint/no-explicit-any -- messages are proto3 JSON */
type Json = Record<string, any>;

type Unary = (api: FirestoreApi, req: Json, identity: Identity) => Json;
type ServerStreaming = (api: FirestoreApi, req: Json, identity: Identity) => Json[];

const UNARY: Record<string, Unary> = {
  GetDocument: (api, req, id) => api.getDocument(req, id),
  ListDocuments: (api, req, id) => api.listDocuments(req, id),
  CreateDocument: (api, req, id) => api.createDocument(req, id),
  UpdateDocument: (api, req, id) => api.updateDocument(req, id),
  DeleteDocument: (api, req, id) => api.deleteDocument(req, id),
  BeginTransaction: (api, req) => api.beginTransaction(req),
  Commit: (api, req, id) => api.commit(req, id),
  Rollback: (api, req) => api.rollback(req),
  ListCollectionIds: (api, req, id) => api.listCollectionIds(req, id),
  BatchWrite: (api, req, id) => api.batchWrite(req, id),
};

const SERVER_STREAMING: Record<string, ServerStreaming> = {
  BatchGetDocuments: (api, req, id) => api.batchGetDocuments(req, id),
  RunQuery: (api, req, id) => api.runQuery(req, id),
  RunAggregationQuery: (api, req, id) => api.runAggregationQuery(req, id),
};

function identityOf(metadata: grpc.Metadata): Identity {
  return identityFromAuthorization(metadata.get('authorization')[0]?.toString());
}

function toServiceError(e: unknown): Partial<grpc.ServiceError> {
  const err = asFirestoreError(e);
  return { code: err.code, details: err.message, message: err.message };
}

function methodDefinition(method: protobuf.Method): grpc.MethodDefinition<Json, Json> {
  const requestType = method.resolvedRequestType!;
  const responseType = method.resolvedResponseType!;
  return {
    path: `/google.firestore.v1.Firestore/${method.name}`,
    requestStream: !!method.requestStream,
    responseStream: !!method.responseStream,
    requestSerialize: (json) => Buffer.from(encodeJson(requestType, json)),
    requestDeserialize: (bytes) => decodeToJson(requestType, bytes),
    responseSerialize: (json) => Buffer.from(encodeJson(responseType, json)),
    responseDeserialize: (bytes) => decodeToJson(responseType, bytes),
  };
}

function bidiHandler(
  api: FirestoreApi,
  kind: 'Listen' | 'Write',
): grpc.handleBidiStreamingCall<Json, Json> {
  return (call) => {
    const identity = identityOf(call.metadata);
    const send = (response: Json) => call.write(response);
    const stream =
      kind === 'Listen'
        ? new ListenStream(api, identity, send)
        : new WriteStream(api, identity, send);
    const finish = () => {
      if (stream instanceof ListenStream) stream.close();
    };
    call.on('data', (request: Json) => {
      try {
        stream.handle(request);
      } catch (e) {
        finish();
        call.emit('error', toServiceError(e));
      }
    });
    call.on('end', () => {
      finish();
      call.end();
    });
    call.on('cancelled', finish);
    call.on('error', finish);
  };
}

/**
 * The gRPC face of the server, used by firebase-admin and other Node clients. Methods not listed
 * here (PartitionQuery, ExecutePipeline) are left unregistered, so grpc-js answers UNIMPLEMENTED
 * naming the method.
 */
export function createGrpcServer(api: FirestoreApi): grpc.Server {
  const server = new grpc.Server();
  const definition: Record<string, grpc.MethodDefinition<Json, Json>> = {};
  const handlers: grpc.UntypedServiceImplementation = {};
  for (const method of Object.values(firestoreService.methods)) {
    const name = method.name;
    if (UNARY[name]) {
      handlers[name] = ((
        call: grpc.ServerUnaryCall<Json, Json>,
        callback: grpc.sendUnaryData<Json>,
      ) => {
        try {
          callback(null, UNARY[name](api, call.request, identityOf(call.metadata)));
        } catch (e) {
          callback(toServiceError(e));
        }
      }) as grpc.handleUnaryCall<Json, Json>;
    } else if (SERVER_STREAMING[name]) {
      handlers[name] = ((call: grpc.ServerWritableStream<Json, Json>) => {
        try {
          for (const response of SERVER_STREAMING[name](
            api,
            call.request,
            identityOf(call.metadata),
          ))
            call.write(response);
          call.end();
        } catch (e) {
          call.emit('error', toServiceError(e));
        }
      }) as grpc.handleServerStreamingCall<Json, Json>;
    } else if (name === 'Listen' || name === 'Write') {
      handlers[name] = bidiHandler(api, name);
    } else {
      continue;
    }
    definition[name] = methodDefinition(method);
  }
  server.addService(definition, handlers);
  return server;
}
