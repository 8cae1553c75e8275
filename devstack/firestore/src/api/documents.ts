import { fullDocumentName } from '../store/paths';
import type { Document, StoredDocument } from '../store/types';

export function toDocument(database: string, doc: StoredDocument): Document {
  return {
    name: fullDocumentName(database, doc.path),
    fields: doc.fields,
    createTime: doc.createTime,
    updateTime: doc.updateTime,
  };
}
