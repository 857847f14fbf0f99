/**
 * k6's `k6/encoding` for running a k6 bundle under vitest: `b64decode(text, 'std')` answers the
 * bytes as an ArrayBuffer, as k6 does without a format.
 */
export default {
  b64decode(text: string, _encoding: 'std'): ArrayBuffer {
    const bytes = Buffer.from(text, 'base64');
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  },
};
