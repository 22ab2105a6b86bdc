export { JSON_TYPE, OCTET_STREAM, SVG, sniffContentType } from './contentType'
export { createFileStore, type FileStore, InvalidCidError } from './fileStore'
